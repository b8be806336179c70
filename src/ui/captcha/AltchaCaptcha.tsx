import { useEffect, useRef } from 'preact/hooks';
import { altchaLanguage, loadAltcha } from './loadAltcha';
import { CAPTCHA_FIELD } from '../../contract/captcha';
import type { ProviderProps } from './types';

/** Detail of altcha's `statechange` event. */
interface StateDetail {
  state?: string;
  payload?: string;
}

/** The self-hosted altcha widget: proof of work in workers, token = the verified payload. */
export function AltchaCaptcha(props: ProviderProps) {
  const { challengeUrl, locale, value, resetSignal, workerBase, handleRef } = props;
  const container = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const reported = useRef(value);
  const latest = useRef(props);
  latest.current = props;

  const report = (token: string) => {
    if (reported.current === token) return;
    reported.current = token;
    latest.current.onChange(token);
  };

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElementTagNameMap['altcha-widget'] | null = null;
    // ALTCHA's checkbox is `required`, which Chrome reports to assistive technology as "invalid" before anyone
    // touched it. The form checks the captcha itself (noValidate) and marks the group when it is missing; the
    // checkbox says it is not in error, whenever ALTCHA draws it again.
    const notInvalid = () => {
      for (const box of widget?.querySelectorAll('input[type="checkbox"]:not([aria-invalid])') ?? []) box.setAttribute('aria-invalid', 'false');
    };
    const observer = new MutationObserver(notInvalid);
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      if (detail.state === 'verified' && detail.payload) report(detail.payload);
      else if (detail.state !== 'verifying') report('');
    };
    loadAltcha(locale, workerBase)
      .then(() => {
        const host = container.current;
        if (cancelled || !host) return;
        widget = host.ownerDocument.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.setAttribute('name', CAPTCHA_FIELD);
        widget.setAttribute('language', altchaLanguage(locale));
        widget.addEventListener('statechange', onState);
        widget.addEventListener('expired', () => report(''));
        host.appendChild(widget);
        observer.observe(widget, { childList: true, subtree: true });
        notInvalid();
        widgetRef.current = widget;
      })
      .catch((error: unknown) => {
        console.error('[mi-portal] altcha failed to load', error);
        latest.current.onLoadError();
      });
    if (handleRef) {
      handleRef.current = {
        getResponse: () => widgetRef.current?.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`)?.value ?? '',
        reset: () => {
          widgetRef.current?.reset?.();
          report('');
        },
      };
    }
    return () => {
      cancelled = true;
      observer.disconnect();
      widget?.remove();
      widgetRef.current = null;
    };
  }, [challengeUrl, locale, workerBase, handleRef]);

  useEffect(() => {
    if (resetSignal === 0) return;
    // The form emptied the value itself (useFormCaptcha's reset) and says why (expired, one try per check):
    // reporting '' would be a change of the user's and put "required" in place of that message (spec section 5).
    // Before the widget's reset, whose statechange would report it.
    reported.current = '';
    widgetRef.current?.reset?.();
  }, [resetSignal]);

  useEffect(() => {
    // The form cleared the value (e.g. after a successful send): start the widget over too.
    if (value === '' && reported.current !== '') {
      reported.current = '';
      widgetRef.current?.reset?.();
    }
  }, [value]);

  return <div class="mi-captcha__widget" ref={container} />;
}

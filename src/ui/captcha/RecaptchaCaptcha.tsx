import { useEffect, useRef } from 'preact/hooks';
import { loadRecaptcha, type Grecaptcha } from './loadRecaptcha';
import type { ProviderProps } from './types';

/** Google reCAPTCHA v2 (checkbox), rendered explicitly; the token is cleared when it expires. */
export function RecaptchaCaptcha(props: ProviderProps) {
  const { siteKey, locale, value, resetSignal, handleRef } = props;
  const container = useRef<HTMLDivElement>(null);
  const api = useRef<{ g: Grecaptcha; id: number } | null>(null);
  const reported = useRef(value);
  const latest = useRef(props);
  latest.current = props;

  const report = (token: string) => {
    reported.current = token;
    latest.current.onChange(token);
  };
  const reset = () => {
    if (api.current) api.current.g.reset(api.current.id);
    report('');
  };

  useEffect(() => {
    let cancelled = false;
    const host = container.current;
    loadRecaptcha(locale)
      .then((g) => {
        if (cancelled || !host) return;
        const target = host.ownerDocument.createElement('div');
        host.appendChild(target);
        const id = g.render(target, {
          sitekey: siteKey,
          callback: (token) => report(token),
          'expired-callback': () => report(''),
          'error-callback': () => report(''),
        });
        api.current = { g, id };
      })
      .catch((error: unknown) => {
        console.error('[mi-portal] reCAPTCHA failed to load', error);
        latest.current.onLoadError();
      });
    if (handleRef) {
      handleRef.current = {
        getResponse: () => (api.current ? api.current.g.getResponse(api.current.id) : ''),
        reset,
      };
    }
    return () => {
      cancelled = true;
      api.current = null;
      if (host) host.textContent = '';
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset reads only refs, so the render that made it does not matter
  }, [siteKey, locale, handleRef]);

  useEffect(() => {
    if (resetSignal === 0) return;
    // The form emptied the value itself and says why (AltchaCaptcha): the widget starts over, nothing is reported.
    reported.current = '';
    if (api.current) api.current.g.reset(api.current.id);
  }, [resetSignal]);

  useEffect(() => {
    if (value === '' && reported.current !== '') {
      reported.current = '';
      if (api.current) api.current.g.reset(api.current.id);
    }
  }, [value]);

  return <div class="mi-captcha__widget" ref={container} />;
}

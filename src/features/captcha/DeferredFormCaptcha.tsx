import { useEffect, useRef, useState } from 'preact/hooks';
import { useWidget } from '../../element/context';
import { LazyView } from '../../flow/LazyView';
import { useT } from '../../i18n/context';
import { NO_CAPTCHA_TOKEN } from '../../ui/captcha/types';
import type { FormCaptchaProps } from './FormCaptcha';
import { useFieldValue } from '../../ui/fieldValue';
import { memo } from '../../ui/memo';

const loadCaptcha = () => import('./FormCaptcha');

/**
 * How far below the viewport the box starts loading: a little, so a user scrolling down finds it in; not a
 * screen's worth, or it would load with nearly every first screen (it sits at y = 919 px on a desktop window).
 */
const NEAR = '0px 0px 100px 0px';

/**
 * A form's captcha that loads when it is about to be seen or the form is first used, whichever comes first:
 * on a long form (registration step 1) it sits below the fold on laptops and phones, and its adapters and
 * ALTCHA's stylesheet (about 4.5 KB gzip) would delay the fields above it (issue 10). Until then the box is
 * the captcha group itself (its name, its id for the error summary's link, focusable), saying it is loading.
 * Short forms whose captcha is in the first screen (contact, recovery) use FormCaptcha directly.
 */
function DeferredFormCaptchaView(props: FormCaptchaProps) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const { config } = useWidget();
  const { provider } = config.captcha;
  const { field } = props;
  // Only a provider with a widget waits; a missing provider says so at once.
  const [wanted, setWanted] = useState(provider === undefined);
  const on = props.captcha.on;
  const value = useFieldValue(field);

  // `none` is a constant token, as Captcha reports it: there at once, so an early submit is not refused.
  useEffect(() => {
    if (on && provider === 'none' && value !== NO_CAPTCHA_TOKEN) field.onValue(NO_CAPTCHA_TOKEN);
  }, [on, provider, field, value]);

  useEffect(() => {
    const el = box.current;
    if (wanted || !on || !el || provider === 'none') return;
    const start = () => setWanted(true);
    const form = el.closest('form');
    form?.addEventListener('focusin', start);
    form?.addEventListener('input', start);
    // Without IntersectionObserver (an old browser) nothing tells when it shows: it loads at once.
    const seen = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: NEAR }) : null;
    if (seen) seen.observe(el);
    else start();
    return () => {
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('input', start);
      seen?.disconnect();
    };
  }, [wanted, on, provider]);

  if (!on || provider === 'none') return null;
  const pending = (
    <div class="mi-field mi-captcha mi-captcha--pending" id={props.field.id} ref={box} tabIndex={-1} role="group" aria-label={t('ui.captcha.label')}>
      <p class="mi-loading" role="status">
        {t('ui.loading')}
      </p>
    </div>
  );
  if (!wanted) return pending;
  return <LazyView load={loadCaptcha} placeholder={pending} render={(m) => <m.FormCaptcha {...props} />} />;
}

/** DeferredFormCaptchaView, skipping the re-renders of its form whose props leave it as it was (a keystroke in another field). */
export const DeferredFormCaptcha = memo(DeferredFormCaptchaView);

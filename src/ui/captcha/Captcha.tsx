import { useEffect, useState } from 'preact/hooks';
import { reportMissingSetting } from '../../config/missing';
import { useT } from '../../i18n/context';
import type { Locale } from '../../i18n/locale';
import { ErrorPrefix, FieldErrors } from '../FieldShell';
import { hintId, useFieldWiring } from '../ids';
import { AltchaCaptcha } from './AltchaCaptcha';
import { RecaptchaCaptcha } from './RecaptchaCaptcha';
import { NO_CAPTCHA_TOKEN, type CaptchaHandle, type CaptchaProvider } from './types';

/** Props of the captcha adapter; `id` and `errors` come from the form controller like any field. */
export interface CaptchaProps {
  /** `undefined` when the page config does not set `captcha.provider`: the widget says so and stays unsolved. */
  provider: CaptchaProvider | undefined;
  locale: Locale;
  value: string;
  onChange: (token: string) => void;
  siteKey?: string;
  challengeUrl?: string;
  /** Bump to reset the widget (e.g. after the server rejected the token as expired). */
  resetSignal?: number;
  id?: string;
  errors?: readonly string[];
  /** A hint under the widget (e.g. "check the box again" after the product reset a used token). */
  hint?: string;
  handleRef?: { current: CaptchaHandle | null };
  workerBase?: string;
}

/**
 * One captcha field whatever the provider. Its token goes to `onChange` and is submitted as
 * `g-recaptcha-response`; `none` renders nothing and reports the constant token `none`. Without a
 * provider it shows "not configured" and never reports a token, so the required captcha blocks the form.
 */
export function Captcha(props: CaptchaProps) {
  const { t } = useT();
  const { provider, value, onChange } = props;
  const missing = provider === undefined;
  // The "not configured" text is the group's hint, so a screen reader hears it with the group's name.
  const { id, errors, describedBy: described } = useFieldWiring({ name: 'captcha', id: props.id, errors: props.errors, hint: missing ? 'missing' : props.hint });
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (provider === 'none' && value !== NO_CAPTCHA_TOKEN) onChange(NO_CAPTCHA_TOKEN);
  }, [provider, value, onChange]);

  useEffect(() => {
    if (missing) reportMissingSetting('captcha.provider');
  }, [missing]);

  if (provider === 'none') return null;
  const shared = {
    siteKey: props.siteKey ?? '',
    challengeUrl: props.challengeUrl ?? '',
    locale: props.locale,
    value,
    onChange,
    resetSignal: props.resetSignal ?? 0,
    handleRef: props.handleRef,
    workerBase: props.workerBase,
    onLoadError: () => setLoadFailed(true),
  };
  return (
    <div
      class={`mi-field mi-captcha${errors.length ? ' mi-field--error' : ''}`}
      id={id}
      tabIndex={-1}
      role="group"
      aria-label={t('ui.captcha.label')}
      aria-describedby={described}
    >
      {missing ? (
        <p class="mi-field__error" id={hintId(id)}>
          <ErrorPrefix />
          {t('ui.captcha.notConfigured')}
        </p>
      ) : provider === 'altcha' ? (
        <AltchaCaptcha {...shared} />
      ) : (
        <RecaptchaCaptcha {...shared} />
      )}
      {!missing && props.hint && (
        <p class="mi-field__hint mi-captcha__hint" id={hintId(id)}>
          {props.hint}
        </p>
      )}
      {loadFailed && (
        <p class="mi-field__error">
          <ErrorPrefix />
          {t('ui.captcha.loadError')}
        </p>
      )}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

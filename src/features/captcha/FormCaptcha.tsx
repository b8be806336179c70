import { useWidget } from '../../element/context';
import { Captcha } from '../../ui/captcha/Captcha';
import type { BoundFieldProps } from '../../ui/useFormController';
import { challengeUrl } from './challenge';
import type { FormCaptchaControl } from './useFormCaptcha';
import { useFieldValue } from '../../ui/fieldValue';
import { memo } from '../../ui/memo';

/** Props of FormCaptcha: the bound `g-recaptcha-response` field and the form's captcha control. */
export interface FormCaptchaProps {
  field: BoundFieldProps;
  captcha: FormCaptchaControl;
}

/** The page's captcha provider bound to a form field; nothing when the captcha is off on this page. */
function FormCaptchaView({ field, captcha }: FormCaptchaProps) {
  const { config, locale } = useWidget();
  // The token, heard from the store when the form's view does not re-render on value changes.
  const value = useFieldValue(field);
  if (!captcha.on) return null;
  return (
    <Captcha
      provider={config.captcha.provider}
      siteKey={config.captcha.siteKey}
      challengeUrl={challengeUrl(config)}
      locale={locale}
      value={String(value)}
      onChange={(token) => field.onValue(token)}
      id={field.id}
      errors={field.errors ?? []}
      {...(field.hint ? { hint: field.hint } : {})}
      resetSignal={captcha.resetSignal}
      handleRef={captcha.handleRef}
    />
  );
}

/** FormCaptchaView, skipping the re-renders of its form whose props leave it as it was (a keystroke in another field). */
export const FormCaptcha = memo(FormCaptchaView);

import { useWidget } from '../../../src/element/context';
import { isPerfHost } from '../../../src/config/config';
import { Captcha } from '../../../src/ui/captcha/Captcha';
import type { CaptchaHandle } from '../../../src/ui/captcha/types';
import type { BoundFieldProps } from '../../../src/ui/useFormController';

/** Captcha is required on registration except on the performance-test host (spec section 5). */
export function useCaptchaOn(): boolean {
  const { host, config } = useWidget();
  return !isPerfHost(config, host.ownerDocument.location?.hostname ?? '');
}

/** Props of the registration captcha: the bound `g-recaptcha-response` field plus reset plumbing. */
export interface RegistrationCaptchaProps {
  field: BoundFieldProps;
  resetSignal: number;
  handleRef: { current: CaptchaHandle | null };
}

/** The page's captcha provider bound to the form field `g-recaptcha-response`. */
export function RegistrationCaptcha({ field, resetSignal, handleRef }: RegistrationCaptchaProps) {
  const { config, locale } = useWidget();
  return (
    <Captcha
      provider={config.captcha.provider}
      siteKey={config.captcha.siteKey}
      challengeUrl={`${config.apiBase}${config.captcha.challengeUrl}`}
      locale={locale}
      value={String(field.value)}
      onChange={(token) => field.onValue(token)}
      id={field.id}
      errors={field.errors ?? []}
      resetSignal={resetSignal}
      handleRef={handleRef}
    />
  );
}

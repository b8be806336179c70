import { useRef, useState } from 'preact/hooks';
import { isPerfHost } from '../../config/config';
import { CAPTCHA_FIELD } from '../../contract/captcha';
import { useWidget } from '../../element/context';
import type { FieldValue } from '../../forms/types';
import type { CaptchaHandle } from '../../ui/captcha/types';

/** Where a captcha stands on a page: contact and recovery always ask; registration not on the performance-test host (spec section 5). */
export type CaptchaRule = 'always' | 'unless-perf-host';

/** The captcha of one form: whether it is on, and the plumbing the submit pipeline and FormCaptcha share. */
export interface FormCaptchaControl {
  on: boolean;
  resetSignal: number;
  handleRef: { current: CaptchaHandle | null };
  /** Forgets the token and resets the widget (a token counts once, whatever the answer). */
  reset: () => void;
  /** Spec section 5: the submitted value is re-checked against the widget's live response. */
  stale: (token: string) => boolean;
}

/** Message key of a captcha the product had to reset (expired, refused or stale). */
export const CAPTCHA_EXPIRED_KEY = 'errors.g-recaptcha-response.expired';

/** The captcha of a form whose values live in a store: `setValue` writes the token under the one field name. */
export function useFormCaptcha(rule: CaptchaRule, setValue: (name: string, value: FieldValue) => void): FormCaptchaControl {
  const { host, config } = useWidget();
  const on = rule === 'always' || !isPerfHost(config, host.ownerDocument.location?.hostname ?? '');
  const [resetSignal, setResetSignal] = useState(0);
  const handleRef = useRef<CaptchaHandle | null>(null);
  return {
    on,
    resetSignal,
    handleRef,
    reset: () => {
      setValue(CAPTCHA_FIELD, '');
      setResetSignal((n) => n + 1);
    },
    stale: (token) => {
      const live = handleRef.current?.getResponse();
      return live !== undefined && live !== token;
    },
  };
}

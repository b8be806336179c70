import { useMemo, useRef, useState } from 'preact/hooks';
import { isPerfHost } from '../../config/config';
import { CAPTCHA_EXPIRED_KEY, CAPTCHA_FIELD } from '../../contract/captcha';
import { useWidget } from '../../element/context';
import type { FieldValue, FormValues } from '../../forms/types';
import type { CaptchaHandle } from '../../ui/captcha/types';

/** Where a captcha stands on a page: contact and recovery always ask; registration not on the performance-test host (spec section 5). */
export type CaptchaRule = 'always' | 'unless-perf-host';

/** The parts of a form controller the captcha uses (method syntax: any controller holding a captcha field fits). */
export interface CaptchaForm {
  hasField(name: string): boolean;
  setServerError(field: string, key: string): void;
}

/** The captcha of one form: whether it is on, and the plumbing the submit pipeline and FormCaptcha share. */
export interface FormCaptchaControl {
  on: boolean;
  resetSignal: number;
  handleRef: { current: CaptchaHandle | null };
  /** Forgets the token and resets the widget (a token counts once, whatever the answer). */
  reset: () => void;
  /**
   * Spec section 5: the submitted value is re-checked against the widget's live response; a stale one
   * is reset and marked expired on the form. Returns whether the form may be sent.
   */
  fresh: (form: CaptchaForm, values: FormValues) => boolean;
  /** Resets a token the server refused and shows the expired message on the form; false when the form has no captcha on screen. */
  refused: (form: CaptchaForm) => boolean;
}

/** The captcha of a form whose values live in a store: `setValue` writes the token under the one field name. */
export function useFormCaptcha(rule: CaptchaRule, setValue: (name: string, value: FieldValue) => void): FormCaptchaControl {
  const { host, config } = useWidget();
  const on = rule === 'always' || !isPerfHost(config, host.ownerDocument.location?.hostname ?? '');
  const [resetSignal, setResetSignal] = useState(0);
  const handleRef = useRef<CaptchaHandle | null>(null);
  // The same object until it changes: the captcha's box (memo, src/ui/memo.ts) then skips the form's keystrokes.
  return useMemo(() => {
    const reset = () => {
      setValue(CAPTCHA_FIELD, '');
      setResetSignal((n) => n + 1);
    };
    const refused = (form: CaptchaForm) => {
      reset();
      if (!on || !form.hasField(CAPTCHA_FIELD)) return false;
      form.setServerError(CAPTCHA_FIELD, CAPTCHA_EXPIRED_KEY);
      return true;
    };
    return {
      on,
      resetSignal,
      handleRef,
      reset,
      refused,
      fresh: (form: CaptchaForm, values: FormValues) => {
        const token = values[CAPTCHA_FIELD];
        const live = handleRef.current?.getResponse();
        if (!on || live === undefined || live === (typeof token === 'string' ? token : '')) return true;
        refused(form);
        return false;
      },
    };
  }, [on, resetSignal, setValue]);
}

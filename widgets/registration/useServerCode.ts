import { describeCode, type CodeContext } from '../../src/api/codes';
import { useFlow } from '../../src/flow/context';
import type { FormController } from '../../src/ui/useFormController';
import { CAPTCHA } from './schema';

/** Code the demo API (and our contract) answers when the captcha token was refused. */
export const CAPTCHA_REFUSED = 'captcha';

/** What a form does with a status view code (reg001, reg002 …); returns false when it has no such view. */
export type ViewHandler = (view: string, code: string) => boolean;

/**
 * Spec section 7 on registrationProcess: "On error, if the message says already active (English or
 * French) go to already-active". The one place a server text decides, because the spec says so.
 */
const ALREADY_ACTIVE = /already active|d[ée]j[àa] acti(f|ve|vé)/i;

/** The code to act on: the server's, or reg001 when a code-less failure says "already active". */
export function effectiveCode(code: string | null | undefined, message: string | null | undefined): string | null | undefined {
  const known = describeCode(code, 'registration').key !== 'errors.codes.generic';
  if (!known && typeof message === 'string' && ALREADY_ACTIVE.test(message)) return 'reg001';
  return code;
}

/**
 * Applies a server code the spec's way (section 8, via describeCode, never the English text): a
 * field message, a notice above the form, a status view, or the flow's error page.
 */
export function useServerCode(context: CodeContext, form: FormController, opts: { fields: readonly string[]; onNotice: (key: string) => void; onView: ViewHandler }) {
  const { fail } = useFlow();
  return (serverCode: string | null | undefined, message?: string | null): void => {
    const code = effectiveCode(serverCode, message);
    if (code === CAPTCHA_REFUSED) {
      // Without a captcha on screen (performance-test host) the message cannot sit on its field.
      if (opts.fields.includes(CAPTCHA)) form.setServerError(CAPTCHA, 'errors.g-recaptcha-response.expired');
      else opts.onNotice('errors.g-recaptcha-response.expired');
      return;
    }
    const info = describeCode(code, context);
    const action = info.action;
    if (action.show === 'field') {
      // sc001 names the dealer and advisor codes; when they are not on screen the message goes above the form.
      const shown = action.fields.filter((name) => opts.fields.includes(name));
      if (shown.length === 0) opts.onNotice(info.key);
      for (const name of shown) form.setServerError(name, info.key);
    } else if (action.show === 'form') opts.onNotice(info.key);
    else if (action.show === 'view' && opts.onView(action.view, info.code)) return;
    else fail({ kind: 'code', code: info.code });
  };
}


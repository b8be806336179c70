import { describeCode, type CodeContext } from '../../src/api/codes';
import { useFlow } from '../../src/flow/context';
import type { FormController } from '../../src/ui/useFormController';
import { CAPTCHA } from './schema';

/** Code the demo API (and our contract) answers when the captcha token was refused. */
export const CAPTCHA_REFUSED = 'captcha';

/** What a form does with a status view code (reg001, reg002 …); returns false when it has no such view. */
export type ViewHandler = (view: string, code: string) => boolean;

/**
 * Applies a server code the spec's way (section 8, via describeCode, never the English text): a
 * field message, a notice above the form, a status view, or the flow's error page.
 */
export function useServerCode(context: CodeContext, form: FormController, opts: { fields: readonly string[]; onNotice: (key: string) => void; onView: ViewHandler }) {
  const { fail } = useFlow();
  return (code: string | null | undefined): void => {
    if (code === CAPTCHA_REFUSED) {
      form.setServerError(CAPTCHA, 'errors.g-recaptcha-response.expired');
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


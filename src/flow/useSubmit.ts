import type { ApiFailure, ApiResult } from '../api/http';
import type { CodeContext } from '../api/codes';
import { CAPTCHA_EXPIRED_KEY, CAPTCHA_FIELD } from '../contract/captcha';
import { useWidget } from '../element/context';
import { emit } from '../element/events';
import type { FormValues } from '../forms/types';
import type { FormController } from '../ui/useFormController';
import type { FormCaptchaControl } from '../features/captcha/useFormCaptcha';
import { answerOutcome, type AnswerOutcome, type CodedAnswer } from './answer';
import { useFlow } from './context';

/** The message of a 429 answer: try again in a moment. */
const BUSY_KEY = 'errors.http.429';

/** How a view reacts to the outcomes its flow has screens for; everything else has a shared default. */
export interface OutcomeHandlers {
  /** The code context of the error catalogue; defaults to the flow's. */
  context?: CodeContext;
  /** Shows (or, with null, clears) a message above the form. Without it, form-level codes go to the error page. */
  onNotice?: (key: string | null) => void;
  /** Status views by the catalogue's view name (`already-active`, `suspended` …); others go to the error page. */
  views?: Partial<Record<string, (outcome: Extract<AnswerOutcome, { kind: 'view' }>) => void>>;
  /** The flow's own error page for a code (recovery stores it); defaults to FlowRoot's server-error page. */
  onErrorPage?: (code: string) => void;
  /** Field messages in the server's own words when it sent any (recovery: "server message shown"). */
  serverWords?: boolean;
}

/**
 * Applies a non-success outcome: a field message (or a notice when none of the code's fields is on
 * screen), a notice, a status view, or an error page. The one path from a server code to the screen.
 */
export function useOutcome<N extends string>(form: FormController<N> | null, handlers: OutcomeHandlers, captcha?: FormCaptchaControl) {
  const { fail } = useFlow();
  const errorPage = (code: string) => (handlers.onErrorPage ? handlers.onErrorPage(code) : fail({ kind: 'code', code }));
  const notice = (key: string, code: string) => (handlers.onNotice ? handlers.onNotice(key) : errorPage(code));
  return (outcome: AnswerOutcome): void => {
    switch (outcome.kind) {
      case 'success':
        return;
      case 'captcha':
        // Without a captcha on screen (performance-test host) the message cannot sit on its field.
        if (!form || !captcha?.refused(form)) notice(CAPTCHA_EXPIRED_KEY, 'captcha');
        return;
      case 'field': {
        const shown = form ? outcome.fields.filter((name): name is N => form.hasField(name)) : [];
        if (shown.length === 0 || !form) return notice(outcome.key, outcome.code);
        for (const name of shown) {
          if (handlers.serverWords && outcome.message) form.setServerError(name, 'ui.serverMessage', { message: outcome.message });
          else form.setServerError(name, outcome.key);
        }
        return;
      }
      case 'notice':
        return notice(outcome.key, outcome.code);
      case 'view': {
        const view = handlers.views?.[outcome.view];
        return view ? view(outcome) : errorPage(outcome.code);
      }
      default:
        return errorPage(outcome.code);
    }
  };
}

/** One form's submit: the call, what success does, and how the view shows what the server refused. */
export interface SubmitOptions<N extends string, A extends CodedAnswer> extends OutcomeHandlers {
  form: FormController<N>;
  /** Sends the call with the validated values. */
  send: (values: FormValues) => Promise<ApiResult<A>>;
  /** Runs after an answer without code or failure word. */
  onSuccess: (answer: A, values: FormValues) => void | Promise<void>;
  /** The `form` of the mi-submitted event dispatched on success; none when absent. */
  submitted?: string;
  /** The form's captcha: re-checked against the live response before sending, reset after every answer. */
  captcha?: FormCaptchaControl;
  /** A failed call the view handles itself (return true); others show the runtime's error pages. */
  onFailure?: (failure: ApiFailure) => boolean;
}

/**
 * The submit pipeline every form uses, passed to `form.handleSubmit` (which validates first and sends
 * a form once while its call runs): captcha re-check, the call, the captcha reset, a failed call to
 * the error pages, a server code through the catalogue, mi-submitted and `onSuccess` on success.
 */
export function useSubmit<N extends string, A extends CodedAnswer>(opts: SubmitOptions<N, A>): (values: FormValues) => Promise<void> {
  const { host } = useWidget();
  const { fail, codeContext } = useFlow();
  const apply = useOutcome(opts.form, opts, opts.captcha);
  return async (values) => {
    const { captcha, form } = opts;
    opts.onNotice?.(null);
    if (captcha && !captcha.fresh(form, values)) return;
    const result = await opts.send(values);
    // A captcha token counts once, whatever the answer.
    if (captcha?.on) captcha.reset();
    // Emptied by the product, not by the user: when the form stays, it says to tick the captcha again and
    // does not count it among the user's errors (issue 11).
    const again = () => {
      if (captcha?.on && form.hasField(CAPTCHA_FIELD)) form.resetByProduct(CAPTCHA_FIELD, 'ui.captcha.again');
    };
    if (!result.ok) {
      again();
      const { failure } = result;
      if (opts.onFailure?.(failure)) return;
      // A busy server (429 with Retry-After: the demo API bounds password hashing) asks for a moment's
      // wait, not an error page: the form stays as typed and says to try again.
      if (failure.kind === 'http' && failure.status === 429 && opts.onNotice) return opts.onNotice(BUSY_KEY);
      fail({ kind: 'failure', failure });
      return;
    }
    const outcome = answerOutcome(result.data, opts.context ?? codeContext);
    if (outcome.kind !== 'success') {
      again();
      return apply(outcome);
    }
    if (opts.submitted) emit(host, 'mi-submitted', { form: opts.submitted });
    await opts.onSuccess(result.data, values);
  };
}

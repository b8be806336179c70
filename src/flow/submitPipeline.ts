import type { FormCaptchaControl } from '../features/captcha/useFormCaptcha';
import { CAPTCHA_EXPIRED_KEY, CAPTCHA_FIELD } from '../contract/captcha-names';
import { emit } from '../element/events';
import type { FormValues } from '../forms/types';
import type { FormController } from '../ui/useFormController';
import { answerOutcome, type AnswerOutcome, type CodedAnswer } from './answer';
import type { OutcomeHandlers, SubmitContext, SubmitOptions } from './useSubmit';

/** The message of a 429 answer: try again in a moment. */
const BUSY_KEY = 'errors.http.429';

/**
 * Applies a non-success outcome: a field message (or a notice when none of the code's fields is on
 * screen), a notice, a status view, or an error page. The one path from a server code to the screen.
 */
export function applyOutcome<N extends string>(
  ctx: SubmitContext,
  form: FormController<N> | null,
  handlers: OutcomeHandlers,
  captcha: FormCaptchaControl | undefined,
  outcome: AnswerOutcome,
): void {
  // Every refusal is an mi-error for the host page (its analytics count failed logins too); an error page says its
  // own (ctx.fail, or the flow's onErrorPage).
  const said = (code: string, messageKey: string) => emit(ctx.host, 'mi-error', { code, messageKey });
  const errorPage = (code: string) => (handlers.onErrorPage ? handlers.onErrorPage(code) : ctx.fail({ kind: 'code', code, during: handlers.during }));
  const notice = (key: string, code: string) => {
    if (!handlers.onNotice) return errorPage(code);
    said(code, key);
    handlers.onNotice(key);
  };
  switch (outcome.kind) {
    case 'success':
      return;
    case 'captcha':
      // Without a captcha on screen (performance-test host) the message cannot sit on its field.
      if (form && captcha?.refused(form)) said('captcha', CAPTCHA_EXPIRED_KEY);
      else notice(CAPTCHA_EXPIRED_KEY, 'captcha');
      return;
    case 'field': {
      const shown = form ? outcome.fields.filter((name): name is N => form.hasField(name)) : [];
      if (shown.length === 0 || !form) return notice(outcome.key, outcome.code);
      said(outcome.code, outcome.key);
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
      if (!view) return errorPage(outcome.code);
      said(outcome.code, outcome.key);
      return view(outcome);
    }
    default:
      return errorPage(outcome.code);
  }
}

/** A coded answer outside a submit (useAnswer): `onSuccess` without a code, otherwise its outcome shows. */
export function applyAnswer<N extends string>(
  ctx: SubmitContext,
  form: FormController<N> | null,
  handlers: OutcomeHandlers,
  answer: CodedAnswer,
  onSuccess: () => void,
): void {
  const outcome = answerOutcome(answer, handlers.context ?? ctx.codeContext);
  if (outcome.kind === 'success') onSuccess();
  else applyOutcome(ctx, form, handlers, undefined, outcome);
}

/**
 * The submit pipeline every form uses, run by useSubmit once `form.handleSubmit` validated: captcha
 * re-check, the call, the captcha reset, a failed call to the error pages, a server code through the
 * catalogue, mi-submitted and `onSuccess` on success.
 */
export async function runSubmit<N extends string, A extends CodedAnswer>(
  ctx: SubmitContext,
  opts: SubmitOptions<N, A>,
  values: FormValues,
): Promise<void> {
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
    if (failure.kind === 'http' && failure.status === 429 && opts.onNotice) {
      emit(ctx.host, 'mi-error', { code: '429', messageKey: BUSY_KEY });
      return opts.onNotice(BUSY_KEY);
    }
    ctx.fail({ kind: 'failure', failure, during: opts.during });
    return;
  }
  const outcome = answerOutcome(result.data, opts.context ?? ctx.codeContext);
  if (outcome.kind !== 'success') {
    again();
    return applyOutcome(ctx, form, opts, captcha, outcome);
  }
  if (opts.submitted) emit(ctx.host, 'mi-submitted', { form: opts.submitted });
  await opts.onSuccess(result.data, values);
}

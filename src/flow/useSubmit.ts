import type { ApiFailure, ApiResult } from '../api/http';
import type { CodeContext } from '../api/codes';
import { useWidget } from '../element/context';
import type { FormValues } from '../forms/types';
import type { FormController } from '../ui/useFormController';
import type { FormCaptchaControl } from '../features/captcha/useFormCaptcha';
import type { AnswerOutcome, CodedAnswer } from './answer';
import { useFlow, type FailedStep, type FlowProblem } from './context';
import { loadFailure, loadEngine, loadedEngine, withEngine } from './engine';

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
  /** What the server-error page of a failure here says failed (FlowProblem's `during`). */
  during?: FailedStep;
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

/** What the submit pipeline needs from the widget and its flow. */
export interface SubmitContext {
  host: HTMLElement;
  fail: (problem: FlowProblem) => void;
  codeContext: CodeContext;
}

function useSubmitContext(): SubmitContext {
  const { host } = useWidget();
  const { fail, codeContext } = useFlow();
  return { host, fail, codeContext };
}

/**
 * Acts on a coded answer outside a form's submit (a link's code checked as a screen opens): `onSuccess` when
 * it carries no code or failure word; otherwise a field message (or a notice when none of the code's fields is
 * on screen), a notice, a status view or an error page, as after a submit (src/flow/submitPipeline.ts).
 */
export function useAnswer<N extends string>(form: FormController<N> | null, handlers: OutcomeHandlers) {
  const ctx = useSubmitContext();
  return (answer: CodedAnswer, onSuccess: () => void): void =>
    withEngine(
      (engine) => engine.applyAnswer(ctx, form, handlers, answer, onSuccess),
      (error) => ctx.fail(loadFailure(error)),
    );
}

/**
 * The submit every form passes to `form.handleSubmit` (which validates first and sends a form once while
 * its call runs): the pipeline of src/flow/submitPipeline.ts, part of the submit engine the form loaded
 * to validate.
 */
export function useSubmit<N extends string, A extends CodedAnswer>(opts: SubmitOptions<N, A>): (values: FormValues) => Promise<void> {
  const ctx = useSubmitContext();
  return (values) => {
    // No extra turn when the engine is in (it is: the form validated with it): the call goes out at once.
    const engine = loadedEngine();
    if (engine) return engine.runSubmit(ctx, opts, values);
    return loadEngine().then(
      (loaded) => loaded.runSubmit(ctx, opts, values),
      (error: unknown) => ctx.fail(loadFailure(error)),
    );
  };
}

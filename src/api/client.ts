import type { CallAnswer, CallInput, CallSpec } from '../contract/call';
import { isFailure } from '../contract/common';
import { loggedInStatusCall } from '../contract/session';
import { loadCodeMessages } from '../i18n/deferredMessages';
import type { Locale } from '../i18n/locale';
import type { ApiResult, AnswerSchema, Http } from './http';

/** Query values go out as strings; undefined ones are left out rather than sent as "undefined". */
function queryOf(query: object): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
}

/** Whether an answer's outcome can be a server code's message: a failed call, an errCode or a failure word. */
function mayShowCode(result: ApiResult<unknown>): boolean {
  if (!result.ok) return true;
  const data: unknown = result.data;
  if (typeof data !== 'object' || data === null) return false;
  const { errCode, result: word } = data as { errCode?: unknown; result?: unknown };
  return (typeof errCode === 'string' && errCode.trim() !== '') || isFailure(typeof word === 'string' ? word : undefined);
}

/**
 * The API client of one widget. Each backend call of spec section 7 is a separate export of the
 * contract (`loginCall`, `registerCall` …) passed to `call`, so a widget's bundle carries only the
 * schemas of the calls it makes: `api.call(loginCall, { emailId, password })`. Paths, payload kinds
 * and answer schemas come from the shared contract, which the demo API validates against too.
 * `beforeCode` is what else a flow needs to show a server code (FlowRoot: the code catalogue), loaded
 * with the codes' messages, not one round trip after them; its failure is the flow's to report.
 */
export function createApi(http: Http, locale: Locale, beforeCode: () => Promise<unknown> = () => Promise.resolve()) {
  /** Sends one call with its body (calls with a request schema) or query (calls with a query schema). */
  async function call<S extends CallSpec>(spec: S, ...input: CallInput<S>): Promise<ApiResult<CallAnswer<S>>> {
    const payload = (input as readonly object[])[0];
    const result = await http<CallAnswer<S>>({
      method: spec.method,
      path: spec.path(locale),
      query: spec.query && payload ? queryOf(payload) : undefined,
      body: spec.request && payload ? { ...payload } : undefined,
      bodyKind: spec.body,
      answer: spec.answer as unknown as AnswerSchema<CallAnswer<S>>,
    });
    // The flow is about to show a server code's message (or the generic one): have them at hand first.
    if (mayShowCode(result)) await Promise.all([loadCodeMessages(locale), beforeCode().catch(() => undefined)]);
    return result;
  }

  return {
    call,
    /** Whether the session is signed in: every authenticated layout checks it, so it stays at hand. */
    loggedInStatus: () => call(loggedInStatusCall),
  };
}

/** The typed API of one widget. */
export type Api = ReturnType<typeof createApi>;

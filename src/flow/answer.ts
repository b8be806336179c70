import { describeCode, type CodeContext } from '../api/codes';
import { isFailure } from '../contract/common';
import { CAPTCHA_REFUSED } from '../contract/captcha-names';

/** What an answer carrying a result word and a server code does to the screen (spec sections 4 and 8). */
export type AnswerOutcome =
  | { kind: 'success' }
  /** The server refused the captcha token: reset it and show the expired message. */
  | { kind: 'captcha' }
  /** A message on the code's fields; `message` is the server's own words when it sent any. */
  | { kind: 'field'; code: string; key: string; fields: readonly string[]; message?: string }
  /** A message above the form. */
  | { kind: 'notice'; code: string; key: string }
  /** A status view of the flow (already active, suspended …). */
  | { kind: 'view'; code: string; key: string; view: string }
  /** The flow's server-error page for the code ('' shows the generic message). */
  | { kind: 'error-page'; code: string };

/** The parts of an answer the outcome depends on; every coded answer of the contract has them. */
export interface CodedAnswer {
  result?: string | null;
  errCode?: string | null;
  message?: unknown;
}

/**
 * Spec section 7 on registrationProcess: "On error, if the message says already active (English or
 * French) go to already-active". The one place a server text decides, because the spec says so.
 */
const ALREADY_ACTIVE = /already active|d[ée]j[àa] acti(f|ve|vé)/i;
const SAYS_ALREADY_ACTIVE: readonly CodeContext[] = ['registration', 'activation'];

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The code to act on: the server's, or reg001 when a registration failure without a known code says "already active". */
export function effectiveCode(answer: CodedAnswer, context: CodeContext): string {
  const code = text(answer.errCode);
  const known = code !== '' && describeCode(code, context).key !== 'errors.codes.generic';
  if (!known && SAYS_ALREADY_ACTIVE.includes(context) && ALREADY_ACTIVE.test(text(answer.message))) return 'reg001';
  return code;
}

/**
 * The one path from a server answer to the screen: success when there is neither a code nor a
 * failure word; otherwise the error catalogue (describeCode) decides, never the English text.
 */
export function answerOutcome(answer: CodedAnswer, context: CodeContext): AnswerOutcome {
  const code = effectiveCode(answer, context);
  if (code === CAPTCHA_REFUSED) return { kind: 'captcha' };
  if (code === '' && !isFailure(answer.result)) return { kind: 'success' };
  const info = describeCode(code, context);
  const { action } = info;
  switch (action.show) {
    case 'field': {
      const message = text(answer.message);
      return { kind: 'field', code: info.code, key: info.key, fields: action.fields, ...(message ? { message } : {}) };
    }
    case 'form':
      return { kind: 'notice', code: info.code, key: info.key };
    case 'view':
      return { kind: 'view', code: info.code, key: info.key, view: action.view };
    default:
      return { kind: 'error-page', code: info.code };
  }
}

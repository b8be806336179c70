import { describeCode } from '../../src/api/codes';
import { isFailure, type UpdateResult } from '../../src/contract/common';
import type { RecoveryQuestionAnswer, VerifyEmailAnswer } from '../../src/contract/recovery';
import { CAPTCHA_FIELD, captchaExpiredError } from '../../src/forms';

/** errCode of a verifyEmail whose captcha token the server refused. */
export const CAPTCHA_REFUSED = 'captcha';

/**
 * What a failed step does: a message on a field, a message above the form, or the recovery error page.
 * `form` keeps its code: a step without a form-level message (security, reset) shows it on the error page.
 */
export type StepProblem =
  | { kind: 'field'; field: string; key: string; message?: string }
  | { kind: 'form'; key: string; code: string }
  | { kind: 'error'; code: string };

const text = (s: string | null | undefined): string => (typeof s === 'string' ? s.trim() : '');

/** Maps a code through the catalogue: inline on `field` when it is one of the code's fields, else the error page. */
function problemOf(code: string, field: string, message?: string): StepProblem {
  const info = describeCode(code, 'recovery');
  if (info.action.show === 'field' && info.action.fields.includes(field)) {
    return { kind: 'field', field, key: info.key, ...(message ? { message } : {}) };
  }
  if (info.action.show === 'form') return { kind: 'form', key: info.key, code };
  return { kind: 'error', code };
}

/** Step 1: sent (with the attempts left), fpwd002/sc001 on emailId, fpwd010 above the form, else the error page. */
export function emailOutcome(data: VerifyEmailAnswer): { kind: 'sent'; attemptsRemaining: number | null } | StepProblem {
  const code = text(data.errCode);
  // The demo API's code for a refused captcha token: reset it and ask again (spec section 5), not an error page.
  if (code === CAPTCHA_REFUSED) return { kind: 'field', field: CAPTCHA_FIELD, key: captchaExpiredError().key };
  if (code) return problemOf(code, 'emailId');
  if (isFailure(data.result)) return { kind: 'error', code: '' };
  return { kind: 'sent', attemptsRemaining: typeof data.attemptsRemaining === 'number' ? data.attemptsRemaining : null };
}

/** Step 3 answers: a (next) question, a wrong answer (fpwd007), all answered (a plain message), or a failure. */
export type QuestionOutcome =
  | { kind: 'question'; label: string; localNumber: number | null }
  | { kind: 'answered'; message: string }
  | StepProblem;

/** Reads a step3 or securityQuestions answer (one shape covers every case, see the contract). */
export function questionOutcome(data: RecoveryQuestionAnswer): QuestionOutcome {
  const code = text(data.errCode);
  if (code) return problemOf(code, 'answer1', text(data.message));
  if (isFailure(data.result)) return { kind: 'error', code: '' };
  const label = text(data.questionLabel);
  if (label) return { kind: 'question', label, localNumber: typeof data.localNumber === 'number' ? data.localNumber : null };
  const message = text(data.message);
  if (message) return { kind: 'answered', message };
  return { kind: 'error', code: '' };
}

/** Step 4: done, sc003 on `password` (with the server's message), or the error page. */
export function resetOutcome(data: UpdateResult): { kind: 'done' } | StepProblem {
  const code = text(data.errCode);
  if (code) return problemOf(code, 'password', text(data.message));
  if (isFailure(data.result)) return { kind: 'error', code: '' };
  return { kind: 'done' };
}

/**
 * The ordinal of a new question: the first takes the server's local number (a resumed recovery may start
 * past 1), each later one is one more than the last, so the ordinal always moves forward.
 */
export function nextOrdinal(previous: number | null, localNumber: number | null): number {
  if (previous === null) return localNumber && localNumber > 0 ? localNumber : 1;
  return previous + 1;
}

/**
 * Shows a field-level problem: the server's own words when it sent any (spec: "server message shown"),
 * else the catalogue's message for the code.
 */
export function showFieldProblem(
  form: { setServerError: (field: string, key: string, params?: Record<string, string>) => void },
  problem: Extract<StepProblem, { kind: 'field' }>,
): void {
  if (problem.message) form.setServerError(problem.field, 'recovery.serverMessage', { message: problem.message });
  else form.setServerError(problem.field, problem.key);
}

import { isFailure } from '../../src/contract/common';
import type { RecoveryQuestionAnswer } from '../../src/contract/recovery';

/**
 * What an answer without a server code means on step 3 (codes go through the shared pipeline):
 * a (next) question, all answered (a plain message: go to reset-password), or nothing usable.
 */
export type NextQuestion =
  | { kind: 'question'; label: string; localNumber: number | null }
  | { kind: 'answered'; message: string }
  | { kind: 'none' };

const text = (s: string | null | undefined): string => (typeof s === 'string' ? s.trim() : '');

/** Reads a step3 or securityQuestions answer that carried no code (spec section 4: repeat while new questions come). */
export function nextQuestion(data: RecoveryQuestionAnswer): NextQuestion {
  if (isFailure(data.result)) return { kind: 'none' };
  const label = text(data.questionLabel) || text(data.description);
  if (label) return { kind: 'question', label, localNumber: typeof data.localNumber === 'number' ? data.localNumber : null };
  const message = text(data.message);
  if (message) return { kind: 'answered', message };
  return { kind: 'none' };
}

/**
 * The ordinal of a new question: the first takes the server's local number (a resumed recovery may start
 * past 1), each later one is one more than the last, so the ordinal always moves forward.
 */
export function nextOrdinal(previous: number | null, localNumber: number | null): number {
  if (previous === null) return localNumber && localNumber > 0 ? localNumber : 1;
  return previous + 1;
}

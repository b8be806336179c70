import type { SecurityQuestion } from '../../src/contract/registration';
import type { FormValues } from '../../src/forms/types';
import type { ChoiceOption } from '../../src/ui/Select';

/** The three question selects of activation, in order. */
export const QUESTION_FIELDS = ['securityQuestion1', 'securityQuestion2', 'securityQuestion3'] as const;

/**
 * Options of one question select: every question, those chosen in the other selects disabled
 * (spec section 4: a question chosen in one select is unselectable in the others).
 */
export function questionOptions(questions: readonly SecurityQuestion[], field: string, values: FormValues): ChoiceOption[] {
  const takenElsewhere = new Set(QUESTION_FIELDS.filter((f) => f !== field).map((f) => String(values[f] ?? '')).filter((v) => v !== ''));
  return questions.map((q) => {
    const value = String(q.securityQuestionId);
    return { value, label: q.description, disabled: takenElsewhere.has(value) };
  });
}

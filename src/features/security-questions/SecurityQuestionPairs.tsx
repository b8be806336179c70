import type { SecurityQuestion } from '../../contract/registration';
import { SECURITY_QUESTION_FIELDS } from '../../forms/questions';
import type { FormValues } from '../../forms/types';
import { useT } from '../../i18n/context';
import type { ChoiceOption } from '../../ui/Select';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { FormController } from '../../ui/useFormController';

/** The field names of the three pairs, which every form holding them shares. */
type PairField = (typeof SECURITY_QUESTION_FIELDS)[number] | 'securityAnswer1' | 'securityAnswer2' | 'securityAnswer3';

/**
 * Options of one question select: every question, those chosen in the other selects disabled
 * (spec section 4: a question chosen in one select is unselectable in the others).
 */
export function questionOptions(questions: readonly SecurityQuestion[], field: string, values: FormValues): ChoiceOption[] {
  const takenElsewhere = new Set(
    SECURITY_QUESTION_FIELDS.filter((f) => f !== field).map((f) => String(values[f] ?? '')).filter((v) => v !== ''),
  );
  return questions.map((q) => {
    const value = String(q.securityQuestionId);
    return { value, label: q.description, disabled: takenElsewhere.has(value) };
  });
}

/** Props of the three question/answer pairs: a form holding the six fields, the server's questions and the values. */
export interface SecurityQuestionPairsProps<N extends string> {
  form: FormController<N | PairField>;
  questions: readonly SecurityQuestion[];
  values: FormValues;
}

/** Three question selects, each followed by its answer (activation, the profile's questions, the combined password flow). */
export function SecurityQuestionPairs<N extends string>({ form, questions, values }: SecurityQuestionPairsProps<N>) {
  const { t } = useT();
  return (
    <>
      {SECURITY_QUESTION_FIELDS.map((name, i) => (
        <div class="mi-question-pair" key={name}>
          <Select {...form.fieldProps(name)} options={questionOptions(questions, name, values)} placeholder={t('ui.securityQuestions.placeholder')} />
          <TextField {...form.fieldProps(`securityAnswer${(i + 1) as 1 | 2 | 3}`)} />
        </div>
      ))}
    </>
  );
}

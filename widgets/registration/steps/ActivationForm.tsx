import { useState } from 'preact/hooks';
import { describeCode } from '../../../src/api/codes';
import { isFailure } from '../../../src/contract/common';
import type { ActivateProfileRequest, SecurityQuestion } from '../../../src/contract/registration';
import { useWidget } from '../../../src/element/context';
import { emit } from '../../../src/element/events';
import { useFlow } from '../../../src/flow/context';
import type { FormValues } from '../../../src/forms/types';
import { useT } from '../../../src/i18n/context';
import {
  ButtonRow, Checkbox, ErrorSummary, Notice, PasswordField, PrimaryButton, SecondaryButton, Select, TextField,
  useFormController, useLeaveConfirmation,
} from '../../../src/ui';
import { QUESTION_FIELDS, questionOptions } from '../questions';
import { activationForm, pick } from '../schema';
import { hasProgress, useRegistrationStore } from '../store';
import { useCancelRegistration } from '../useCancel';
import { withHint } from './fieldHint';
import { activateProfileCall } from '../../../src/contract/calls';

/** Props of the activation form: the emailed code, the question list, and where code answers go. */
export interface ActivationFormProps {
  code: string;
  questions: SecurityQuestion[];
  /** Status codes (reg001, reg003, reg005, sc005) and page-level codes answered on submit. */
  onCode: (errCode: string | null | undefined) => void;
}

const FIELDS = activationForm.fields.map((f) => f.name);

/** Three distinct questions with answers, a new password twice and the terms; Activate and Cancel. */
export function ActivationForm({ code, questions, onCode }: ActivationFormProps) {
  const i18n = useT();
  const { t } = i18n;
  const { host } = useWidget();
  const { api, go, fail } = useFlow();
  const values = useRegistrationStore((s) => s.values);
  const setValue = useRegistrationStore((s) => s.setValue);
  const finish = useRegistrationStore((s) => s.finish);
  const form = useFormController(activationForm, { values, setValue });
  const [notice, setNotice] = useState<string | null>(null);
  const { requestCancel, modal } = useCancelRegistration();
  useLeaveConfirmation(hasProgress(values));

  const onValid = async (submitted: FormValues) => {
    setNotice(null);
    const result = await api.call(activateProfileCall, { ...pick(submitted, FIELDS), code } as ActivateProfileRequest);
    if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
    const { errCode, message } = result.data;
    if (isFailure(result.data.result) || errCode) {
      const info = describeCode(errCode, 'activation');
      if (info.action.show === 'field') {
        for (const name of info.action.fields.filter((f) => FIELDS.includes(f))) form.setServerError(name, info.key);
      } else if (info.action.show === 'form') setNotice(info.key);
      else onCode(errCode);
      return;
    }
    emit(host, 'mi-submitted', { form: 'activation' });
    // activateProfile answers the account's email; the success page shows it.
    finish(message ?? '');
    go('activationSuccess');
  };

  return (
    <>
      <p>{t('registration.activation.intro')}</p>
      {notice && <Notice kind="error">{t(notice)}</Notice>}
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        {QUESTION_FIELDS.map((name, i) => (
          <div class="mi-question-pair" key={name}>
            <Select
              {...form.fieldProps(name)}
              options={questionOptions(questions, name, values)}
              placeholder={t('registration.activation.questionPlaceholder')}
            />
            <TextField {...form.fieldProps(`securityAnswer${i + 1}`)} />
          </div>
        ))}
        <PasswordField {...withHint(form.fieldProps('password'), i18n)} />
        <PasswordField {...form.fieldProps('confirmPassword')} />
        <Checkbox {...form.fieldProps('confirmReadTermsConditions')} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting}>
            {t('registration.actions.activate')}
          </PrimaryButton>
          <SecondaryButton onClick={requestCancel}>{t('registration.actions.cancel')}</SecondaryButton>
        </ButtonRow>
      </form>
      {modal}
    </>
  );
}

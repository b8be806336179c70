import { useState } from 'preact/hooks';
import { activateProfileCall } from '../../../src/contract/calls';
import type { SecurityQuestion } from '../../../src/contract/registration';
import { NewPasswordFields } from '../../../src/features/password/NewPasswordFields';
import { TermsLink } from '../../../src/features/terms/TermsLink';
import { SecurityQuestionPairs } from '../../../src/features/security-questions/SecurityQuestionPairs';
import { useFlow } from '../../../src/flow/context';
import { useSubmit } from '../../../src/flow/useSubmit';
import { requestOf } from '../../../src/forms/request';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton, SecondaryButton } from '../../../src/ui/Buttons';
import { Checkbox } from '../../../src/ui/Checkbox';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { CodeNotice } from '../../../src/ui/CodeNotice';
import { useFormController } from '../../../src/ui/useFormController';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { activationForm } from '../schema';
import { hasProgress, useRegistrationStore } from '../store';
import { useCancelRegistration } from '../useCancel';
import { useActivationViews, type ActivationStatusView } from './ActivationStatus';

/** Props of the activation form: the emailed code, the question list, and the status view a submit may lead to. */
export interface ActivationFormProps {
  code: string;
  questions: SecurityQuestion[];
  /** Status codes answered on submit (reg001, reg003, reg005, sc005) show their view instead of the form. */
  onStatus: (view: ActivationStatusView) => void;
}

/**
 * Cancel on this step: the account stays registered and its emailed link keeps working, so the modal and the cancel
 * page say the activation, not the registration, was cancelled (here, not in useCancel: this view's texts load with
 * it, not with step 1).
 */
export const ACTIVATION_CANCEL = { section: 'registration.activationCancel', to: 'cancelActivation', keepCode: true } as const;

/** Three distinct questions with answers, a new password twice and the terms; Activate and Cancel. */
export function ActivationForm({ code, questions, onStatus }: ActivationFormProps) {
  const { t } = useT();
  const { api, go } = useFlow();
  const values = useRegistrationStore((s) => s.values);
  const setValue = useRegistrationStore((s) => s.setValue);
  const finish = useRegistrationStore((s) => s.finish);
  const form = useFormController(activationForm, { values, setValue });
  const [notice, setNotice] = useState<string | null>(null);
  const { requestCancel, modal } = useCancelRegistration(ACTIVATION_CANCEL);
  useLeaveConfirmation(hasProgress(values));

  const onValid = useSubmit({
    form,
    context: 'activation',
    during: 'submitActivation',
    send: (submitted) => api.call(activateProfileCall, { ...requestOf(activationForm, submitted), code }),
    submitted: 'activation',
    onNotice: setNotice,
    views: useActivationViews(onStatus),
    onSuccess: (answer) => {
      // activateProfile answers the account's email; the success page shows it.
      finish(answer.message ?? '', 'activation');
      go('activationSuccess');
    },
  });

  return (
    <>
      <p>{t('registration.activation.intro')}</p>
      {notice && <CodeNotice messageKey={notice} />}
      <form noValidate method="dialog" onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <SecurityQuestionPairs form={form} questions={questions} values={values} />
        <NewPasswordFields form={form} name="password" />
        {/* The terms open in a new tab (TermsLink): the form and what was typed stay here. */}
        <TermsLink />
        <Checkbox {...form.fieldProps('confirmReadTermsConditions')} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting}>
            {t('registration.actions.activate')}
          </PrimaryButton>
          <SecondaryButton onClick={requestCancel} disabled={form.submitting}>{t('registration.actions.cancel')}</SecondaryButton>
        </ButtonRow>
      </form>
      {modal}
    </>
  );
}

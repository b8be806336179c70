import { resetPasswordCall } from '../../../src/contract/calls';
import { NewPasswordFields } from '../../../src/features/password/NewPasswordFields';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useFlow } from '../../../src/flow/context';
import { useSubmit } from '../../../src/flow/useSubmit';
import { resetPasswordForm } from '../../../src/forms/forms-recovery-later';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { requestOf } from '../../../src/forms/request';
import { useT } from '../../../src/i18n/context';
import { useRecoveryStore } from '../store';
import { CancelButton, useRecoveryForm } from './shared';

/**
 * Step 4: the new password and its confirmation, under the server's message. sc003 (one of the last five
 * passwords) shows on `password` with the server's words when it sent any; other codes go to the error page.
 */
export function ResetPasswordStep() {
  const { t } = useT();
  const { api, go } = useFlow();
  const { form, store, exits } = useRecoveryForm(resetPasswordForm);
  const serverMessage = useRecoveryStore((s) => s.serverMessage);

  const onValid = useSubmit({
    form,
    send: (values) => api.call(resetPasswordCall, requestOf(resetPasswordForm, values)),
    submitted: 'resetPassword',
    onErrorPage: exits.toErrorPage,
    serverWords: true,
    onSuccess: () => {
      exits.forget();
      // Kept past the forgetting: the success step shows only after a reset.
      store.getState().setDone(true);
      // In place of the reset step: Back from the success page does not reopen a form whose link is spent.
      go('recoverySuccess', { replace: true });
    },
  });

  return (
    <section class="mi-recovery mi-recovery--reset-password">
      <PageHeading>{t('routes.recoveryResetPassword')}</PageHeading>
      <WizardSteps />
      <div class="mi-recovery__server-message" aria-live="polite">
        {serverMessage && <Notice kind="info">{serverMessage}</Notice>}
      </div>
      <p>{t('recovery.resetPassword.intro')}</p>
      <form noValidate method="dialog" onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <NewPasswordFields form={form} name="password" />
        <ButtonRow>
          <PrimaryButton busy={form.submitting}>{t('recovery.actions.submit')}</PrimaryButton>
          <CancelButton disabled={form.submitting} />
        </ButtonRow>
      </form>
    </section>
  );
}

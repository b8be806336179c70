import { useWidget } from '../../../src/element/context';
import { emit } from '../../../src/element/events';
import { useFlow } from '../../../src/flow';
import { resetPasswordForm } from '../../../src/forms';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, ErrorSummary, Notice, PageHeading, PasswordField, PrimaryButton, StepIndicator } from '../../../src/ui';
import { resetOutcome, showFieldProblem } from '../outcome';
import { useRecoveryStore } from '../store';
import { CancelButton, useRecoveryForm, useStepLabels } from './shared';
import { resetPasswordCall } from '../../../src/contract/calls';

/**
 * Step 4: the new password and its confirmation, under the server's message. sc003 (one of the last five
 * passwords) shows on `password` with the server's words when it sent any; other codes go to the error page.
 */
export function ResetPasswordStep() {
  const { t } = useT();
  const { host } = useWidget();
  const { api, go } = useFlow();
  const { form, store, exits } = useRecoveryForm(resetPasswordForm);
  const serverMessage = useRecoveryStore((s) => s.serverMessage);

  const onValid = async () => {
    const current = store.getState().values;
    const result = await api.call(resetPasswordCall, { password: String(current.password ?? ''), confirmPassword: String(current.confirmPassword ?? '') });
    if (!result.ok) return exits.failed(result.failure);
    const outcome = resetOutcome(result.data);
    switch (outcome.kind) {
      case 'done':
        exits.forget();
        emit(host, 'mi-submitted', { form: 'resetPassword' });
        go('recoverySuccess');
        return;
      case 'field':
        showFieldProblem(form, outcome);
        return;
      case 'form':
      case 'error':
        exits.toErrorPage(outcome.code);
    }
  };

  return (
    <section class="mi-recovery mi-recovery--reset-password">
      <PageHeading>{t('routes.recoveryResetPassword')}</PageHeading>
      <StepIndicator current={4} total={5} labels={useStepLabels()} />
      <div class="mi-recovery__server-message" aria-live="polite">
        {serverMessage && <Notice kind="info">{serverMessage}</Notice>}
      </div>
      <p>{t('recovery.resetPassword.intro')}</p>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <PasswordField {...form.fieldProps('password')} hint={t('fields.password.hint')} />
        <PasswordField {...form.fieldProps('confirmPassword')} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting}>{t('recovery.actions.submit')}</PrimaryButton>
          <CancelButton />
        </ButtonRow>
      </form>
    </section>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { CAPTCHA_FIELD } from '../../../src/contract/captcha';
import { verifyRecoveryEmailCall } from '../../../src/contract/calls';
import { FormCaptcha } from '../../../src/features/captcha/FormCaptcha';
import { useFormCaptcha } from '../../../src/features/captcha/useFormCaptcha';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useFlow } from '../../../src/flow/context';
import { useSubmit } from '../../../src/flow/useSubmit';
import { recoveryEmailForm } from '../../../src/forms/forms-recovery';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { CodeNotice } from '../../../src/ui/CodeNotice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { TextField } from '../../../src/ui/TextField';
import { requestOf } from '../../../src/forms/request';
import { useT } from '../../../src/i18n/context';
import { saveAttempts } from '../attempts';
import { CancelButton, useRecoveryForm } from './shared';
import { CodeSentRoute } from '../views';

/**
 * Step 1: the login email and the captcha. The captcha stays on here even on the performance-test host
 * (spec section 5). fpwd002/sc001 show on the email, fpwd010 above the form with the Client Relations
 * contacts it names, other codes on the error page.
 */
export function VerifyEmailStep() {
  const { t } = useT();
  const { api, go } = useFlow();
  const { form, store, exits } = useRecoveryForm(recoveryEmailForm);
  const [notice, setNotice] = useState<string | null>(null);
  const captcha = useFormCaptcha('always', store.getState().setValue);
  // A new request: the success page of an earlier reset is no longer this tab's to show.
  useEffect(() => {
    if (store.getState().done) store.getState().setDone(false);
  }, [store]);

  const onValid = useSubmit({
    form,
    captcha,
    send: (values) => {
      // The next step's code comes while the server answers, not after.
      void CodeSentRoute.preload().catch(() => undefined);
      const request = requestOf(recoveryEmailForm, values);
      return api.call(verifyRecoveryEmailCall, { ...request, emailId: request.emailId.trim() });
    },
    submitted: 'recoveryEmail',
    onNotice: setNotice,
    onErrorPage: exits.toErrorPage,
    onSuccess: (answer, values) => {
      const email = String(values.emailId ?? '').trim();
      const attempts = typeof answer.attemptsRemaining === 'number' ? answer.attemptsRemaining : null;
      if (attempts !== null) saveAttempts({ email, attemptsRemaining: attempts });
      store.getState().setAttempts(attempts);
      store.getState().setSentTo(email);
      go('recoveryCodeSent');
    },
  });

  return (
    <section class="mi-recovery mi-recovery--verify-email">
      <PageHeading>{t('routes.recoveryVerifyEmail')}</PageHeading>
      <WizardSteps />
      <p>{t('recovery.verifyEmail.intro')}</p>
      {notice && <CodeNotice messageKey={notice} />}
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <TextField {...form.fieldProps('emailId')} />
        <FormCaptcha field={form.fieldProps(CAPTCHA_FIELD)} captcha={captcha} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting}>{t('recovery.actions.continue')}</PrimaryButton>
          <CancelButton disabled={form.submitting} />
        </ButtonRow>
      </form>
    </section>
  );
}

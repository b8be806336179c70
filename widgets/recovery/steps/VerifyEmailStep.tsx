import { useRef, useState } from 'preact/hooks';
import { useWidget } from '../../../src/element/context';
import { emit } from '../../../src/element/events';
import { useFlow } from '../../../src/flow';
import { CAPTCHA_FIELD, captchaExpiredError, recoveryEmailForm } from '../../../src/forms';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, Captcha, ErrorSummary, Notice, PageHeading, PrimaryButton, StepIndicator, TextField, type CaptchaHandle } from '../../../src/ui';
import { saveAttempts } from '../attempts';
import { emailOutcome } from '../outcome';
import { CancelButton, useRecoveryForm, useStepLabels } from './shared';
import { verifyRecoveryEmailCall } from '../../../src/contract/calls';

/** Where the captcha's ALTCHA challenge lives: the configured path, under the API base when relative. */
function challengeUrl(apiBase: string, path: string): string {
  return path.startsWith('/') ? `${apiBase.replace(/\/$/, '')}${path}` : path;
}

/**
 * Step 1: the login email and the captcha. The captcha stays on here even on the performance-test host
 * (spec section 5), so the configured provider is used as is.
 */
export function VerifyEmailStep() {
  const { t } = useT();
  const { config, locale, host } = useWidget();
  const { api, go } = useFlow();
  const { form, store, exits } = useRecoveryForm(recoveryEmailForm);
  const [formKey, setFormKey] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const captchaHandle = useRef<CaptchaHandle | null>(null);

  const resetCaptcha = () => {
    store.getState().setValue(CAPTCHA_FIELD, '');
    setCaptchaReset((n) => n + 1);
  };

  const onValid = async () => {
    setFormKey(null);
    const current = store.getState().values;
    const token = String(current[CAPTCHA_FIELD] ?? '');
    // Spec section 5: the value is re-checked against the live response; a mismatch resets it.
    const live = captchaHandle.current?.getResponse();
    if (live !== undefined && live !== token) {
      resetCaptcha();
      form.setServerError(CAPTCHA_FIELD, captchaExpiredError().key);
      return;
    }
    const email = String(current.emailId ?? '').trim();
    const result = await api.call(verifyRecoveryEmailCall, { emailId: email, [CAPTCHA_FIELD]: token });
    // A captcha token is single-use whatever the answer.
    resetCaptcha();
    if (!result.ok) return exits.failed(result.failure);
    const outcome = emailOutcome(result.data);
    switch (outcome.kind) {
      case 'sent':
        if (outcome.attemptsRemaining !== null) saveAttempts({ email, attemptsRemaining: outcome.attemptsRemaining });
        store.getState().setAttempts(outcome.attemptsRemaining);
        store.getState().setSentTo(email);
        emit(host, 'mi-submitted', { form: 'recoveryEmail' });
        go('recoveryCodeSent');
        return;
      case 'field':
        form.setServerError(outcome.field, outcome.key);
        return;
      case 'form':
        setFormKey(outcome.key);
        return;
      case 'error':
        exits.toErrorPage(outcome.code);
    }
  };

  const captchaProps = form.fieldProps(CAPTCHA_FIELD);
  return (
    <section class="mi-recovery mi-recovery--verify-email">
      <PageHeading>{t('routes.recoveryVerifyEmail')}</PageHeading>
      <StepIndicator current={1} total={5} labels={useStepLabels()} />
      <p>{t('recovery.verifyEmail.intro')}</p>
      {formKey && <Notice kind="error">{t(formKey)}</Notice>}
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <TextField {...form.fieldProps('emailId')} />
        <Captcha
          provider={config.captcha.provider}
          siteKey={config.captcha.siteKey}
          challengeUrl={challengeUrl(config.apiBase, config.captcha.challengeUrl)}
          locale={locale}
          value={String(captchaProps.value)}
          onChange={(token) => captchaProps.onValue(token)}
          resetSignal={captchaReset}
          handleRef={captchaHandle}
          errors={captchaProps.errors ?? []}
          id={captchaProps.id}
        />
        <ButtonRow>
          <PrimaryButton busy={form.submitting}>{t('recovery.actions.continue')}</PrimaryButton>
          <CancelButton />
        </ButtonRow>
      </form>
    </section>
  );
}

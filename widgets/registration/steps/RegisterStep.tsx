import { languageOptions, roleOptions } from '../../../src/features/profile-choices/choices';
import { useMemo, useState } from 'preact/hooks';
import { registerCall } from '../../../src/contract/calls';
import { CAPTCHA_FIELD } from '../../../src/contract/captcha';
import { DeferredFormCaptcha } from '../../../src/features/captcha/DeferredFormCaptcha';
import { useFormCaptcha } from '../../../src/features/captcha/useFormCaptcha';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { valuesSource } from '../../../src/flow/valuesSource';
import { useSubmit } from '../../../src/flow/useSubmit';
import { requestOf } from '../../../src/forms/request';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton, SecondaryButton } from '../../../src/ui/Buttons';
import { Checkbox } from '../../../src/ui/Checkbox';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { withHint } from '../../../src/ui/fieldHint';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import { useFormController } from '../../../src/ui/useFormController';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { registerStep1Form, STEP1_DEFAULTS } from '../schema';
import { hasProgress, useRegistrationStore, useRegistrationStoreApi } from '../store';
import { useCancelRegistration } from '../useCancel';
import { useRoles } from '../useServerLists';
import { AddressDetailsRoute } from '../views';

/** Step 1 "Register": identity, role, language, email, acknowledgement and captcha; Register and Cancel. */
export function RegisterStep() {
  const i18n = useT();
  const { t } = i18n;
  const { api, go } = useFlow();
  const { locale } = useWidget();
  // Not the values themselves: each field reads its own (the form's source below), so a keystroke re-renders
  // the field typed in, not this step (issue 10's keystroke latency).
  const progress = useRegistrationStore((s) => hasProgress(s.values));
  const storeApi = useRegistrationStoreApi();
  const restarted = useRegistrationStore((s) => s.restarted);
  const setRestarted = useRegistrationStore((s) => s.setRestarted);
  const setValue = useRegistrationStore((s) => s.setValue);
  const finish = useRegistrationStore((s) => s.finish);
  const { roles, loading: rolesLoading } = useRoles();
  const roleChoices = roleOptions(roles, t);
  const captcha = useFormCaptcha('unless-perf-host', setValue);
  // Defaults are shown and posted without being stored, so they never count as the user's progress.
  const firstRole = roleChoices[0]?.value ?? STEP1_DEFAULTS.roleId;
  const source = useMemo(() => valuesSource(storeApi, { ...STEP1_DEFAULTS, languagePreferenceCode: locale, roleId: firstRole }), [storeApi, locale, firstRole]);
  const form = useFormController(registerStep1Form, { source, setValue, rendered: (name) => name !== CAPTCHA_FIELD || captcha.on });
  const [notice, setNotice] = useState<string | null>(null);
  const { requestCancel, modal } = useCancelRegistration();
  useLeaveConfirmation(progress);

  const leaveFor = (view: 'alreadyActive' | 'alreadyRegistered', email: string) => {
    finish(email, '');
    go(view);
  };

  const onValid = useSubmit({
    form,
    captcha,
    during: 'submitStep',
    send: (submitted) => {
      // The next view's code comes while the server answers, not after.
      void AddressDetailsRoute.preload().catch(() => undefined);
      return api.call(registerCall, requestOf(registerStep1Form, submitted, captcha.on ? [] : [CAPTCHA_FIELD]));
    },
    submitted: 'register',
    onNotice: setNotice,
    views: {
      'already-active': () => leaveFor('alreadyActive', ''),
      'already-registered': () => leaveFor('alreadyRegistered', String(source.values().emailId ?? '')),
    },
    onSuccess: (answer, submitted) => {
      setRestarted(false);
      if (answer.message !== 'registration-success') return go('addressDetails');
      finish(String(submitted.emailId ?? ''), 'registration');
      go('registrationSuccess');
    },
  });

  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.register')}</PageHeading>
      <WizardSteps />
      <p>{t('registration.register.intro')}</p>
      {restarted && <Notice kind="warning">{t('registration.restarted', { action: t('registration.actions.register') })}</Notice>}
      {notice && <Notice kind="error">{t(notice)}</Notice>}
      <form noValidate method="dialog" onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <TextField {...form.fieldProps('firstName')} />
        <TextField {...form.fieldProps('preferredFirstName')} />
        <TextField {...form.fieldProps('lastName')} />
        {/* The fallback list is for a failed call; while the server's list loads the choice waits. */}
        <Select {...form.fieldProps('roleId')} options={roleChoices} disabled={rolesLoading} />
        <RadioGroup {...form.fieldProps('languagePreferenceCode')} options={languageOptions(t)} inline />
        <TextField {...withHint(form.fieldProps('emailId'), i18n)} />
        <Checkbox {...form.fieldProps('professional')} />
        {/* Below the fold on most screens: it loads as it nears the viewport or when the form is first used. */}
        <DeferredFormCaptcha field={form.fieldProps(CAPTCHA_FIELD)} captcha={captcha} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting}>
            {t('registration.actions.register')}
          </PrimaryButton>
          <SecondaryButton onClick={requestCancel} disabled={form.submitting}>{t('registration.actions.cancel')}</SecondaryButton>
        </ButtonRow>
      </form>
      {modal}
    </section>
  );
}

import { useRef, useState } from 'preact/hooks';
import type { RegisterRequest } from '../../../src/contract/registration';
import { isFailure } from '../../../src/contract/common';
import { useWidget } from '../../../src/element/context';
import { emit } from '../../../src/element/events';
import { useFlow } from '../../../src/flow/context';
import type { FormValues } from '../../../src/forms/types';
import { useT } from '../../../src/i18n/context';
import {
  ButtonRow, Checkbox, ErrorSummary, Notice, PageHeading, PrimaryButton, RadioGroup, SecondaryButton, Select, TextField,
  useFormController, useLeaveConfirmation, type CaptchaHandle,
} from '../../../src/ui';
import { CAPTCHA, languageOptions, pick, registerStep1Form, roleOptions, STEP1_DEFAULTS, STEP1_FIELDS } from '../schema';
import { hasProgress, useRegistrationStore } from '../store';
import { useCancelRegistration } from '../useCancel';
import { useServerCode } from '../useServerCode';
import { useRoles } from '../useServerLists';
import { withHint } from './fieldHint';
import { RegistrationCaptcha, useCaptchaOn } from './RegistrationCaptcha';
import { WizardSteps } from './WizardSteps';
import { registerCall } from '../../../src/contract/calls';

/** Step 1 "Register": identity, role, language, email, acknowledgement and captcha; Register and Cancel. */
export function RegisterStep() {
  const i18n = useT();
  const { t } = i18n;
  const { host } = useWidget();
  const { api, go, fail } = useFlow();
  const stored = useRegistrationStore((s) => s.values);
  const setValue = useRegistrationStore((s) => s.setValue);
  const finish = useRegistrationStore((s) => s.finish);
  const { roles, loading: rolesLoading } = useRoles();
  const roleChoices = roleOptions(roles, t);
  const captchaOn = useCaptchaOn();
  // Defaults are shown and posted without being stored, so they never count as the user's progress.
  const values: FormValues = { ...STEP1_DEFAULTS, roleId: roleChoices[0]?.value ?? STEP1_DEFAULTS.roleId, ...stored };
  const form = useFormController(registerStep1Form, { values, setValue, rendered: (name) => name !== CAPTCHA || captchaOn });
  const [notice, setNotice] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const captchaHandle = useRef<CaptchaHandle | null>(null);
  const { requestCancel, modal } = useCancelRegistration();
  useLeaveConfirmation(hasProgress(stored));

  const onScreen = captchaOn ? STEP1_FIELDS : STEP1_FIELDS.filter((n) => n !== CAPTCHA);
  const applyCode = useServerCode('registration', form, {
    fields: onScreen,
    onNotice: setNotice,
    onView: (view) => {
      if (view === 'already-active') finish('');
      else if (view === 'already-registered') finish(String(values.emailId ?? ''));
      else return false;
      go(view === 'already-active' ? 'alreadyActive' : 'alreadyRegistered');
      return true;
    },
  });

  const freshCaptcha = () => {
    setValue(CAPTCHA, '');
    setCaptchaReset((n) => n + 1);
  };

  const onValid = async (submitted: FormValues) => {
    setNotice(null);
    const live = captchaHandle.current?.getResponse();
    if (captchaOn && live !== undefined && live !== '' && live !== submitted[CAPTCHA]) {
      // The widget's live token differs from ours (expired meanwhile): spec section 5 resets it.
      freshCaptcha();
      form.setServerError(CAPTCHA, 'errors.g-recaptcha-response.expired');
      return;
    }
    const result = await api.call(registerCall, pick(submitted, onScreen) as RegisterRequest);
    if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
    // A captcha token counts once, whatever the answer.
    if (captchaOn) freshCaptcha();
    const answer = result.data;
    if (isFailure(answer.result) || answer.errCode) return applyCode(answer.errCode, answer.message);
    emit(host, 'mi-submitted', { form: 'register' });
    if (answer.message === 'registration-success') {
      finish(String(submitted.emailId ?? ''));
      go('registrationSuccess');
    } else go('addressDetails');
  };

  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.register')}</PageHeading>
      <WizardSteps current={1} />
      <p>{t('registration.register.intro')}</p>
      {notice && <Notice kind="error">{t(notice)}</Notice>}
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <TextField {...form.fieldProps('firstName')} />
        <TextField {...form.fieldProps('preferredFirstName')} />
        <TextField {...form.fieldProps('lastName')} />
        {/* The fallback list is for a failed call; while the server's list loads the choice waits. */}
        <Select {...form.fieldProps('roleId')} options={roleChoices} disabled={rolesLoading} />
        <RadioGroup {...form.fieldProps('languagePreferenceCode')} options={languageOptions(t)} inline />
        <TextField {...withHint(form.fieldProps('emailId'), i18n)} />
        <Checkbox {...form.fieldProps('professional')} />
        {captchaOn && <RegistrationCaptcha field={form.fieldProps(CAPTCHA)} resetSignal={captchaReset} handleRef={captchaHandle} />}
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting}>
            {t('registration.actions.register')}
          </PrimaryButton>
          <SecondaryButton onClick={requestCancel}>{t('registration.actions.cancel')}</SecondaryButton>
        </ButtonRow>
      </form>
      {modal}
    </section>
  );
}

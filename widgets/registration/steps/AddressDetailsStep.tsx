import { provinceOptions } from '../../../src/features/profile-choices/choices';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { addressDetailsCall } from '../../../src/contract/calls';
import type { FlowProgressAnswer } from '../../../src/contract/registration';
import { useWidget } from '../../../src/element/context';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useFlow } from '../../../src/flow/context';
import { emitCodeError } from '../../../src/flow/codeError';
import { useSubmit } from '../../../src/flow/useSubmit';
import { requestOf } from '../../../src/forms/request';
import type { FormValues } from '../../../src/forms/types';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton, SecondaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { withHint } from '../../../src/ui/fieldHint';
import { Loading } from '../../../src/ui/Loading';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import { useFormController } from '../../../src/ui/useFormController';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { addressDetailsForm, STEP2_DEFAULTS } from '../schema';
import { hasProgress, useRegistrationStore } from '../store';
import { useCancelRegistration } from '../useCancel';
import { useFlowProgress } from '../useServerLists';

/** Step 2 "Company Info": firm and address, phone, and the dealer/advisor codes when the server asks for them. */
export function AddressDetailsStep() {
  const { t } = useT();
  const state = useFlowProgress();
  const stored = useRegistrationStore((s) => s.values);
  const finish = useRegistrationStore((s) => s.finish);
  const { go } = useFlow();
  const progress = state.kind === 'ready' ? state.data : null;

  useEffect(() => {
    if (!progress) return;
    const email = String(stored.emailId ?? progress.profile?.emailId ?? '');
    // A pre-registered profile already holds the company info: the step is bypassed.
    if (!progress.commandInfromation.newProfileRequired) {
      finish(email, 'registration');
      go('registrationSuccess', { replace: true });
    } else if (!progress.profile) {
      // The server holds no step 1 (new tab, expired session): step 1 again, with everything still typed.
      go('register', { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decides once, when the progress answer arrives; finish and go run then
  }, [progress]);

  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.addressDetails')}</PageHeading>
      <WizardSteps />
      {progress?.profile && progress.commandInfromation.newProfileRequired ? (
        <CompanyInfoForm progress={progress} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function CompanyInfoForm({ progress }: { progress: FlowProgressAnswer }) {
  const i18n = useT();
  const { t } = i18n;
  const { locale, host } = useWidget();
  const { api, go, fail } = useFlow();
  const stored = useRegistrationStore((s) => s.values);
  const setValue = useRegistrationStore((s) => s.setValue);
  const finish = useRegistrationStore((s) => s.finish);
  const setRestarted = useRegistrationStore((s) => s.setRestarted);
  const dealerRep = progress.dlrRepRequired;
  const spec = useMemo(() => addressDetailsForm({ dealerRepRequired: dealerRep }), [dealerRep]);
  const values: FormValues = { ...STEP2_DEFAULTS, ...stored };
  const form = useFormController(spec, { values, setValue });
  const [notice, setNotice] = useState<string | null>(null);
  const { requestCancel, modal } = useCancelRegistration();
  useLeaveConfirmation(hasProgress(stored));
  const email = String(stored.emailId ?? progress.profile?.emailId ?? '');

  const leaveFor = (view: 'alreadyActive' | 'alreadyRegistered') => {
    finish(view === 'alreadyActive' ? '' : email, '');
    go(view);
  };

  const onValid = useSubmit({
    form,
    send: (submitted) => api.call(addressDetailsCall, requestOf(spec, submitted)),
    submitted: 'addressDetails',
    during: 'submitStep',
    onNotice: setNotice,
    views: { 'already-active': () => leaveFor('alreadyActive'), 'already-registered': () => leaveFor('alreadyRegistered') },
    // sc002 here: the server holds no registration any more (cancelled in another tab, session expired).
    // Its error page's "Back to the form" would send the same form into the same refusal: step 1 again
    // instead, with everything typed kept, and a word on why.
    onErrorPage: (code) => {
      if (code !== 'sc002') return fail({ kind: 'code', code });
      emitCodeError(host, code, 'registration');
      setRestarted(true);
      go('register');
    },
    onSuccess: () => {
      finish(email, 'registration');
      go('registrationSuccess');
    },
  });

  const field = (name: Parameters<typeof form.fieldProps>[0]) => withHint(form.fieldProps(name), i18n);
  return (
    <>
      <p>{t('registration.address.intro')}</p>
      {notice && <Notice kind="error">{t(notice)}</Notice>}
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <TextField {...field('firmName')} />
        <TextField {...field('addressLine1')} />
        <TextField {...field('suiteNumber')} />
        <TextField {...field('city')} />
        <Select {...field('province')} options={provinceOptions(progress.provinceListMap[locale])} />
        <TextField {...field('postalCode')} />
        <TextField {...field('businessPhoneNumber')} />
        <TextField {...field('businessExtension')} />
        {dealerRep && <TextField {...field('primaryDealerCode')} />}
        {dealerRep && <TextField {...field('primaryAdvisorCode')} />}
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting}>
            {t('registration.actions.submit')}
          </PrimaryButton>
          <SecondaryButton onClick={() => go('register')} disabled={form.submitting}>{t('registration.actions.back')}</SecondaryButton>
          <SecondaryButton onClick={requestCancel} disabled={form.submitting}>{t('registration.actions.cancel')}</SecondaryButton>
        </ButtonRow>
      </form>
      {modal}
    </>
  );
}

import { useEffect, useRef, useState } from 'preact/hooks';
import { changePasswordCall, getSecurityQuestionsCall } from '../../../src/contract/calls';
import type { Profile } from '../../../src/contract/profile';
import { useWidget } from '../../../src/element/context';
import { NewPasswordFields } from '../../../src/features/password/NewPasswordFields';
import { SecurityQuestionPairs } from '../../../src/features/security-questions/SecurityQuestionPairs';
import { useFlow } from '../../../src/flow/context';
import { useLoad } from '../../../src/flow/useLoad';
import { useSubmit } from '../../../src/flow/useSubmit';
import { changePasswordForm } from '../../../src/forms/forms-credentials';
import { requestOf } from '../../../src/forms/request';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ConfirmModal } from '../../../src/ui/ConfirmModal';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { PasswordField } from '../../../src/ui/PasswordField';
import { useFormController } from '../../../src/ui/useFormController';
import { MigratedNotice } from '../MigratedNotice';
import { useProfileData } from '../profileData';
import { ReadOnlyReason, readOnlyReason } from '../ReadOnlyReason';
import { combinedPasswordForm } from '../credentials';
import { useProfileStore, useProfileStoreApi } from '../store';
import { announceLoggedIn } from '../session';
import { ProfileMessage, type Message } from './ProfileMessage';

const CHANGED: Message = { kind: 'success', key: 'profile.password.changed' };

/** `/profile/password`: old, new and confirmation; a migrated profile also sets its three questions here. */
export function PasswordView() {
  const { t } = useT();
  const { profile } = useProfileData();
  return (
    <section class="mi-profile-page">
      <PageHeading>{t('routes.profilePassword')}</PageHeading>
      {profile ? <PasswordForm profile={profile} /> : <Loading />}
    </section>
  );
}

/**
 * Save opens the confirm popup; confirming submits the form, which validates it and then sends the
 * change (spec section 4). Enter in a field opens the popup too, never sends without it.
 */
function PasswordForm({ profile }: { profile: Profile }) {
  const { t } = useT();
  const { host } = useWidget();
  const { api } = useFlow();
  const { reload } = useProfileData();
  const values = useProfileStore((s) => s.values);
  const setValue = useProfileStore((s) => s.setValue);
  const forget = useProfileStore((s) => s.forget);
  // The server asks for the combined flow by flagging the profile as migrated (displayChangeQuestionsMsg).
  const combined = profile.displayChangeQuestionsMsg === true;
  const questions = useLoad((client) => (combined ? client.call(getSecurityQuestionsCall) : null), [combined]).state;
  // The plain form's fields are a subset of the combined one's: one controller type serves both.
  const spec: typeof combinedPasswordForm = combined ? combinedPasswordForm : changePasswordForm;
  const form = useFormController(spec, { values, setValue, readOnly: readOnlyReason(profile, 'errors.codes.fpwd001') });
  const [asking, setAsking] = useState(false);
  const store = useProfileStoreApi();
  // A change that answered while another page showed: said now (and once).
  const [message, setMessage] = useState<Message | null>(() => (store.getState().passwordChanged ? CHANGED : null));
  useEffect(() => store.setState({ passwordChanged: false }), [store]);
  const confirmed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onValid = useSubmit({
    form,
    context: 'password',
    send: (submitted) => api.call(changePasswordCall, requestOf(spec, submitted)),
    submitted: 'changePassword',
    onNotice: (key) => setMessage(key ? { kind: 'error', key } : null),
    onSuccess: async () => {
      forget(spec.fields.map((f) => f.name));
      announceLoggedIn(host.ownerDocument.defaultView ?? window);
      // The combined flow also cleared the migrated flag: the other pages open again.
      if (combined) await reload();
      // Kept for the password page's next opening when the user has moved on meanwhile (this one is gone).
      if (!formRef.current?.isConnected) store.setState({ passwordChanged: true });
      setMessage(CHANGED);
    },
  });
  const submit = form.handleSubmit(onValid);

  const onSubmit = (event: Event) => {
    if (!confirmed.current) {
      event.preventDefault();
      if (!form.readOnly) setAsking(true);
      return;
    }
    confirmed.current = false;
    // A new attempt drops the last answer: "changed" above a refused form would say the opposite of it.
    setMessage(null);
    submit(event);
  };
  const confirm = () => {
    setAsking(false);
    confirmed.current = true;
    formRef.current?.requestSubmit();
  };

  const disabled = form.submitting || form.readOnly !== null;
  return (
    <>
      {combined && <MigratedNotice withLink={false} />}
      <ReadOnlyReason profile={profile} reason={form.readOnly} />
      {message && <ProfileMessage message={message} />}
      <form class="mi-form" noValidate method="dialog" ref={formRef} onSubmit={onSubmit}>
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        {/* For password managers, which otherwise save the new password with no account (Chromium's guidance for
            change-password forms): the login email, hidden and never sent. Labelled for checkers that do not apply
            `hidden`. */}
        {profile.emailId && form.readOnly === null && <input type="text" hidden autoComplete="username" value={profile.emailId} readOnly aria-label={t('fields.emailId.label')} />}
        <PasswordField {...form.fieldProps('oldPassword')} />
        <NewPasswordFields form={form} name="newPassword" />
        {combined && questions.kind === 'ready' && (
          <fieldset class="mi-fieldset">
            <legend>{t('profile.questions.legend')}</legend>
            <SecurityQuestionPairs form={form} questions={questions.data.securityQuestionList} values={values} />
          </fieldset>
        )}
        {combined && questions.kind !== 'ready' && <Loading />}
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={disabled}>
            {t('profile.actions.save')}
          </PrimaryButton>
        </ButtonRow>
      </form>
      <ConfirmModal
        open={asking}
        title={t('profile.password.confirm.title')}
        body={t('profile.password.confirm.body')}
        confirmText={t('profile.password.confirm.confirm')}
        cancelText={t('profile.password.confirm.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

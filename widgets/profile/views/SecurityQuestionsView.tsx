import { useState } from 'preact/hooks';
import { getSecurityQuestionsCall, saveSecurityQuestionsCall } from '../../../src/contract/calls';
import type { Profile } from '../../../src/contract/profile';
import type { SecurityQuestionsAnswer } from '../../../src/contract/profile-changes';
import { SecurityQuestionPairs } from '../../../src/features/security-questions/SecurityQuestionPairs';
import { useFlow } from '../../../src/flow/context';
import { useLoad } from '../../../src/flow/useLoad';
import { useSubmit } from '../../../src/flow/useSubmit';
import { securityQuestionsForm } from '../../../src/forms/forms-credentials';
import { requestOf } from '../../../src/forms/request';
import type { FormValues } from '../../../src/forms/types';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useFormController } from '../../../src/ui/useFormController';
import { MigratedNotice } from '../MigratedNotice';
import { useProfileData } from '../profileData';
import { ReadOnlyReason, readOnlyReason } from '../ReadOnlyReason';
import { useProfileStore } from '../store';
import { ProfileMessage, type Message } from './ProfileMessage';

/** `/profile/security-questions`: three distinct question and answer pairs; a migrated profile must set them. */
export function SecurityQuestionsView() {
  const { t } = useT();
  const { profile } = useProfileData();
  // The last answer stays on screen while a save reads it again, so the form (and its message) stays.
  const [current, setCurrent] = useState<SecurityQuestionsAnswer | null>(null);
  const { retry } = useLoad((api) => api.call(getSecurityQuestionsCall), [], { onData: setCurrent });
  return (
    <section class="mi-profile-page">
      <PageHeading>{t('routes.profileSecurityQuestions')}</PageHeading>
      {profile && current ? <QuestionsForm profile={profile} current={current} onSaved={retry} /> : <Loading />}
    </section>
  );
}

/** The chosen question ids as the selects' values (none chosen: the placeholder). */
function chosenValues(current: SecurityQuestionsAnswer): FormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return { securityQuestion1: id(current.securityQuestion1), securityQuestion2: id(current.securityQuestion2), securityQuestion3: id(current.securityQuestion3) };
}

function QuestionsForm({ profile, current, onSaved }: { profile: Profile; current: SecurityQuestionsAnswer; onSaved: () => void }) {
  const { t } = useT();
  const { api } = useFlow();
  const { reload } = useProfileData();
  const typed = useProfileStore((s) => s.values);
  const setValue = useProfileStore((s) => s.setValue);
  const forget = useProfileStore((s) => s.forget);
  const values = { ...chosenValues(current), ...typed };
  const form = useFormController(securityQuestionsForm, { values, setValue, readOnly: readOnlyReason(profile) });
  const [message, setMessage] = useState<Message | null>(null);
  const migrated = current.displayChangeQuestionsMsg || profile.displayChangeQuestionsMsg === true;

  const onValid = useSubmit({
    form,
    send: (submitted) => api.call(saveSecurityQuestionsCall, requestOf(securityQuestionsForm, submitted)),
    submitted: 'securityQuestions',
    onNotice: (key) => setMessage(key ? { kind: 'error', key } : null),
    onSuccess: async () => {
      // Saving clears the migrated flag: the profile is read again so every page opens.
      if (!(await reload())) return;
      forget(securityQuestionsForm.fields.map((f) => f.name));
      onSaved();
      setMessage({ kind: 'success', key: 'profile.questions.saved' });
    },
  });

  return (
    <>
      {migrated && <MigratedNotice withLink={false} />}
      <ReadOnlyReason profile={profile} reason={form.readOnly} />
      {message && <ProfileMessage message={message} />}
      <p>{t('profile.questions.intro')}</p>
      {/* A new attempt drops the last answer: "saved" above a refused form would say the opposite of it. */}
      <form
        class="mi-form"
        noValidate
        method="dialog"
        onSubmit={(e) => {
          setMessage(null);
          form.handleSubmit(onValid)(e);
        }}
      >
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <SecurityQuestionPairs form={form} questions={current.securityQuestionList} values={values} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting || form.readOnly !== null}>
            {t('profile.actions.save')}
          </PrimaryButton>
        </ButtonRow>
      </form>
    </>
  );
}

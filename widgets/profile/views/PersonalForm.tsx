import { languageOptions, provinceOptions, roleOptions } from '../../../src/features/profile-choices/choices';
import { useMemo, useState } from 'preact/hooks';
import type { Profile } from '../../../src/contract/profile';
import { changes, unreached } from '../changes';
import { useFlow } from '../../../src/flow/context';
import { valuesSource } from '../../../src/flow/valuesSource';
import { useSubmit } from '../../../src/flow/useSubmit';
import { profileForm } from '../../../src/forms/forms-account';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { withHint } from '../../../src/ui/fieldHint';
import { PasswordField } from '../../../src/ui/PasswordField';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import { useFormController } from '../../../src/ui/useFormController';
import { MigratedNotice } from '../MigratedNotice';
import { useProfileData } from '../profileData';
import { ReadOnlyReason, readOnlyReason } from '../ReadOnlyReason';
import { isNewEmail, PERSONAL_FIELDS, profileRequest, profileValues } from '../schema';
import { useProfileStore, useProfileStoreApi } from '../store';
import { useProfileLists } from '../useServerLists';
import { keepDraftsFor } from '../keepDrafts';
import { ProfileMessage, type Message } from './ProfileMessage';

/**
 * The editable profile (spec section 5 profile lengths). The role decides whether the dealer and advisor
 * codes are on screen (and required: roles 10 and 12); a new email brings the current password field.
 * What was typed is shown over the stored values and drafted, so a failed save or a reload loses nothing.
 */
export function PersonalForm({ profile }: { profile: Profile }) {
  const i18n = useT();
  const { t } = i18n;
  const { api } = useFlow();
  const { reload } = useProfileData();
  const store = useProfileStoreApi();
  const setValue = useProfileStore((s) => s.setValue);
  const forget = useProfileStore((s) => s.forget);
  const lists = useProfileLists();
  const [message, setMessage] = useState<Message | null>(null);

  // What was typed over what the server holds. Each field reads its own value (source): a keystroke re-renders
  // the field, and this form only when the role or whether the email is new changes (they change the fields).
  const source = useMemo(() => valuesSource(store, profileValues(profile)), [store, profile]);
  const roleId = useProfileStore((s) => String(s.values.roleId ?? source.value('roleId')));
  const emailChange = useProfileStore((s) => isNewEmail(s.values.emailId ?? profile.emailId, profile.emailId));
  const spec = useMemo(() => profileForm({ roleId, emailChange }), [roleId, emailChange]);
  const migrated = profile.displayChangeQuestionsMsg === true;
  const reason = readOnlyReason(profile) ?? (migrated ? 'profile.migrated.body' : null);
  // The codes are always on the form: required for roles 10 and 12, optional for the others (spec section 5), so
  // an advisor of another role can still give them (the e-signature forms need them).
  const form = useFormController(spec, { source, setValue, readOnly: reason });

  const onValid = useSubmit({
    form,
    send: (submitted) => changes().then((m) => api.call(m.saveProfileCall, profileRequest(submitted, { roleId, emailChange })), unreached),
    submitted: 'profile',
    onNotice: (key) => setMessage(key ? { kind: 'error', key } : null),
    onSuccess: async (answer, submitted) => {
      const fresh = await reload();
      if (!fresh) return;
      // The server holds what was saved now: show its values again instead of the typed ones, except what was typed
      // while the save ran (not sent: it stays, for the next Save).
      const now = store.getState().values;
      forget(PERSONAL_FIELDS.filter((name) => now[name] === undefined || now[name] === submitted[name]));
      const pending = answer.message === (await changes()).EMAIL_CHANGE_PENDING;
      if (pending) keepDraftsFor(String(submitted.emailId ?? ''));
      setMessage(
        pending
          ? { kind: 'success', key: 'profile.personal.emailPending', params: { email: String(submitted.emailId ?? '').trim(), current: fresh.emailId } }
          : { kind: 'success', key: 'profile.personal.saved' },
      );
    },
  });

  const field = (name: Parameters<typeof form.fieldProps>[0]) => withHint(form.fieldProps(name), i18n);
  const disabled = form.submitting || form.readOnly !== null;
  return (
    <>
      {migrated ? <MigratedNotice withLink /> : <ReadOnlyReason profile={profile} reason={reason} />}
      {message && <ProfileMessage message={message} />}
      {/* A new attempt drops the last answer: "saved" above a refused form would say the opposite of it. */}
      <form
        class="mi-form"
        noValidate
        onSubmit={(e) => {
          setMessage(null);
          form.handleSubmit(onValid)(e);
        }}
      >
        <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('preferredFirstName')} />
        <TextField {...field('lastName')} autoComplete="family-name" />
        <TextField {...field('emailId')} autoComplete="email" />
        {emailChange && <PasswordField {...form.fieldProps('oldPassword')} hint={t('profile.personal.emailChangeHint')} />}
        <Select {...field('roleId')} options={roleOptions(lists.roles, t)} disabled={disabled || lists.loading} />
        <RadioGroup {...field('languagePreferenceCode')} options={languageOptions(t)} inline />
        <TextField {...field('firmName')} />
        <TextField {...field('addressLine1')} />
        <TextField {...field('suiteNumber')} />
        <TextField {...field('city')} />
        <Select {...field('province')} options={provinceOptions(lists.provinces)} disabled={disabled || lists.loading} />
        <TextField {...field('postalCode')} />
        <TextField {...field('businessPhoneNumber')} />
        <TextField {...field('businessExtension')} />
        <TextField {...field('mobilePhoneNumber')} />
        <TextField {...field('primaryDealerCode')} />
        <TextField {...field('primaryAdvisorCode')} />
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={disabled}>
            {t('profile.actions.save')}
          </PrimaryButton>
        </ButtonRow>
      </form>
    </>
  );
}

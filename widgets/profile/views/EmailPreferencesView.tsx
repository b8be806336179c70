import { useEffect } from 'preact/hooks';
import { EXTRA_CODES } from '../../../src/contract/codes';
import { renderEmailPreferencesCall } from '../../../src/contract/preferences';
import { useWidget } from '../../../src/element/context';
import { EmailPreferencesForm } from '../../../src/features/email-prefs/EmailPreferencesForm';
import { useEmailPrefsStore } from '../../../src/features/email-prefs/store';
import { useFlow } from '../../../src/flow/context';
import { useLoad } from '../../../src/flow/useLoad';
import { useT } from '../../../src/i18n/context';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useProfileData } from '../profileData';

/**
 * `/profile/email-preferences` ("Notification Preferences"): the signed-in user's subscriber record, read
 * by the hash their profile carries (the same call as the public page), on the form with subscription 7.
 * Internal and pre-registered users keep their names and language (their profile is read-only) but still
 * choose their emails. A profile without a record raises could_not_read_user_info.
 */
export function EmailPreferencesView() {
  const { t } = useT();
  const { instanceKey } = useWidget();
  const { fail } = useFlow();
  const { profile } = useProfileData();
  // Its own draft beside the profile's: these values never mix with the personal page's.
  const store = useEmailPrefsStore(`${instanceKey}:email-preferences`);
  const hash = profile ? (profile.emailPreferencesHash ?? '') : null;
  const { state } = useLoad((api) => (hash ? api.call(renderEmailPreferencesCall, { ht: hash }) : null), [hash], {
    onData: (answer) => {
      if (answer.userInfo) store.getState().showRecord(answer.userInfo, true);
    },
  });
  const missing = hash === '' || (state.kind === 'ready' && !state.data.userInfo);
  useEffect(() => {
    if (missing) fail({ kind: 'code', code: EXTRA_CODES.noUserInfo });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail is new on each navigation; the answer decides once
  }, [missing]);

  const record = state.kind === 'ready' ? state.data.userInfo : null;
  const locked = profile && (profile.isInternalUser || profile.preRegistered) ? 'emailPrefs.form.namesLocked' : null;
  return (
    <section class="mi-profile-page">
      <PageHeading>{t('routes.profileEmailPreferences')}</PageHeading>
      <p>{t('emailPrefs.intro')}</p>
      {record ? <EmailPreferencesForm store={store} record={record} loggedIn namesLocked={locked} submitted="emailPreferences" /> : <Loading />}
    </section>
  );
}

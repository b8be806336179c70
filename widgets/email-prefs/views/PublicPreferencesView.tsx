import { EXTRA_CODES } from '../../../src/contract/codes';
import { renderEmailPreferencesCall } from '../../../src/contract/preferences';
import { EmailPreferencesForm } from '../../../src/features/email-prefs/EmailPreferencesForm';
import { useFlow } from '../../../src/flow/context';
import { useCodeKey } from '../../../src/flow/useEngine';
import { useLoad } from '../../../src/flow/useLoad';
import { useT } from '../../../src/i18n/context';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useEmailPrefsStoreApi } from '../store';
import { PreferencesUnavailable } from './PreferencesUnavailable';

/** The code mi-error reports when the address carries no hash token (the client's own, not the server's). */
export const MISSING_HT = 'missing-ht';

/**
 * `/public/email-preferences?ht=…`: reads the subscriber record by its hash token and shows the form
 * without subscription 7. No `ht`, or no record for it (could_not_read_user_info), shows the error page.
 */
export function PublicPreferencesView() {
  const { t } = useT();
  const { route } = useFlow();
  const store = useEmailPrefsStoreApi();
  const ht = (route.query.ht ?? '').trim();
  const { state } = useLoad((api) => (ht ? api.call(renderEmailPreferencesCall, { ht }) : null), [ht], {
    onData: (answer) => {
      if (answer.userInfo) store.getState().showRecord(answer.userInfo, false);
    },
  });

  const unknown = state.kind === 'ready' && !state.data.userInfo;
  const unknownKey = useCodeKey(unknown ? EXTRA_CODES.noUserInfo : null, 'emailPrefs');

  if (!ht) return <PreferencesUnavailable code={MISSING_HT} messageKey="emailPrefs.public.missingLink" />;
  if (unknown) {
    return unknownKey === null ? <Loading /> : <PreferencesUnavailable code={EXTRA_CODES.noUserInfo} messageKey={unknownKey} />;
  }
  return (
    <section class="mi-email-prefs-page">
      <PageHeading>{t('routes.publicEmailPreferences')}</PageHeading>
      <p>{t('emailPrefs.intro')}</p>
      {state.kind === 'ready' && state.data.userInfo ? (
        <EmailPreferencesForm store={store} record={state.data.userInfo} loggedIn={false} submitted="emailPreferences" />
      ) : (
        <Loading />
      )}
    </section>
  );
}

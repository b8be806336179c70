import { useEffect, useState } from 'preact/hooks';
import { changes, unreached } from '../changes';
import { useFlow } from '../../../src/flow/context';
import { useAnswer } from '../../../src/flow/useSubmit';
import { useT } from '../../../src/i18n/context';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useProfileData } from '../profileData';
import { preloadProfileLists } from '../useServerLists';
import { PersonalForm } from './PersonalForm';
import { keepDraftsFor } from '../keepDrafts';
import { ProfileMessage, type Message } from './ProfileMessage';

/**
 * `/profile/personal`: the profile form. The link mailed to a new login email opens this page with
 * `?confirmEmail=<code>`: the page confirms it once, drops the code from the address once answered (a reload
 * must not send a spent code again) and says which email now logs in, or why nothing changed.
 */
export function PersonalView() {
  const { t } = useT();
  const { api, route, go, fail } = useFlow();
  const { profile, reload } = useProfileData();
  const code = route.query.confirmEmail;
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const onAnswer = useAnswer(null, { onNotice: (key) => setMessage(key ? { kind: 'error', key } : null) });

  useEffect(() => {
    if (!code) return;
    setConfirming(true);
    void (async () => {
      const result = await changes().then((m) => api.call(m.confirmEmailChangeCall, { code }), unreached);
      setConfirming(false);
      // Not answered (no network, a 500): the code is not spent. It stays in the address, so the error page's way
      // back (or a reload) sends it again.
      if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
      // Answered, so spent either way: a reload must not send it again. An error page the answer leads to stays
      // (FlowRoot keeps a problem raised after the navigation).
      go('profilePersonal', { replace: true });
      onAnswer(result.data, () => {
        void reload().then((fresh) => {
          if (!fresh) return;
          keepDraftsFor(fresh.emailId);
          setMessage({ kind: 'success', key: 'profile.personal.emailConfirmed', params: { email: fresh.emailId } });
        });
      });
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per code: the call spends it
  }, [code]);

  return (
    <section class="mi-profile-page">
      <PageHeading>{t('routes.profilePersonal')}</PageHeading>
      {confirming && <Loading label={t('profile.personal.confirming')} />}
      {message && <ProfileMessage message={message} />}
      {/* Keyed by the login email: once a change is confirmed, the form's own "waiting for the link" message goes. */}
      {profile ? <PersonalForm key={profile.emailId} profile={profile} /> : <Loading />}
    </section>
  );
}

// The form's role and province lists do not depend on the profile: asked for while it loads.
PersonalView.preloadData = preloadProfileLists;

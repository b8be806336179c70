import { useEffect, useState } from 'preact/hooks';
import type { Profile } from '../../src/contract/profile';
import { logoutCall } from '../../src/contract/session';
import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { ButtonRow, SecondaryButton } from '../../src/ui/Buttons';
import { PageHeading } from '../../src/ui/PageHeading';
import { clearAllDrafts } from '../../src/element/draft';

// Loaded only when the logged-in check says the visitor already has a session.

/**
 * What the login page shows a visitor who is already signed in: who, a link to the profile and
 * Sign out, instead of an empty login form. Signing out hands the page back to the form.
 */
export function SignedInPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const { api, href, fail } = useFlow();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let live = true;
    // Who is signed in: the profile's schema is fetched with it, never with the login form.
    void import('../../src/contract/profile')
      .then((m) => api.call(m.getProfileCall))
      .then((result) => live && result.ok && setProfile(result.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const signOut = async () => {
    setLeaving(true);
    const result = await api.call(logoutCall);
    setLeaving(false);
    if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
    // Forgets what was typed and tells the other tabs; if that code cannot load, the forgetting at least.
    await import('../../src/element/draftOwner').then((m) => m.signedOutHere(), clearAllDrafts);
    onSignedOut();
  };

  const name = profile ? `${profile.preferredFirstName?.trim() || profile.firstName} ${profile.lastName}` : '';
  return (
    <section class="mi-login mi-login--signed-in">
      <PageHeading>{t('login.signedIn.title')}</PageHeading>
      <p>{profile ? t('login.signedIn.body', { name, email: profile.emailId }) : t('login.signedIn.bodyNoProfile')}</p>
      <p>
        <a class="mi-link" href={href('profilePersonal')}>{t('login.signedIn.profile')}</a>
      </p>
      <ButtonRow>
        <SecondaryButton onClick={() => void signOut()} busy={leaving} disabled={leaving}>
          {t('login.signedIn.signOut')}
        </SecondaryButton>
      </ButtonRow>
    </section>
  );
}

import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { withProfile } from './profileData';
import { ProfileLayout } from './ProfileLayout';
import { createProfileStore, ProfileStoreProvider } from './store';
import { lazyRoute } from '../../src/flow/lazyRoute';
import { PersonalView } from './views/PersonalView';

// Each page renders with the signed-in profile, and a migrated profile is sent to its questions first. The
// personal page is where the profile opens; the other tabs load their code when opened (in parallel with
// the profile, which each tab reads again), so the first screen does not download four pages it may not show.
const VIEWS = withProfile({
  profilePersonal: PersonalView,
  profilePassword: lazyRoute(() => import('./tabs').then((m) => m.PasswordView)),
  profileSecurityQuestions: lazyRoute(() => import('./tabs').then((m) => m.SecurityQuestionsView)),
  profileEmailPreferences: lazyRoute(() => import('./tabs').then((m) => m.EmailPreferencesView)),
  profileSalesTeam: lazyRoute(() => import('./tabs').then((m) => m.SalesTeamView)),
});

/**
 * The `<mi-profile>` flow. FlowRoot supplies the session gate (signed-out users go to login with the
 * return URL and expired=true); the profile frame adds the left menu and sign out.
 */
export function ProfileFlow(_props: FlowProps) {
  const store = useInstanceStore(createProfileStore);
  return (
    <ProfileStoreProvider value={store}>
      <FlowRoot codeContext="profile" views={VIEWS} frames={{ profile: ProfileLayout }} />
    </ProfileStoreProvider>
  );
}

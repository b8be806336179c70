import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { withProfile } from './profileData';
import { ProfileLayout } from './ProfileLayout';
import { createProfileStore, ProfileStoreProvider } from './store';
import { PersonalView } from './views/PersonalView';
import { LATER_VIEWS } from './views';

// Each page renders with the signed-in profile, and a migrated profile is sent to its questions first. The
// personal page is where the profile opens; the other tabs load their code when opened (views.ts), so the
// first screen does not download four pages it may not show.
const VIEWS = withProfile({ profilePersonal: PersonalView, ...LATER_VIEWS });

/**
 * The `<mi-profile>` flow. FlowRoot supplies the session gate (signed-out users go to login with the
 * return URL and why); the profile frame adds the left menu and sign out.
 */
export function ProfileFlow(_props: FlowProps) {
  const store = useInstanceStore(createProfileStore);
  return (
    <ProfileStoreProvider value={store}>
      <FlowRoot codeContext="profile" views={VIEWS} frames={{ profile: ProfileLayout }} />
    </ProfileStoreProvider>
  );
}

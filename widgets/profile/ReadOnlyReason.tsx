import type { Profile } from '../../src/contract/profile';
import { LazyView } from '../../src/flow/LazyView';

/**
 * Why a profile page cannot be changed (spec section 6): internal users go through the IT service desk,
 * pre-registered users cannot edit. `internalKey` lets the password page use fpwd001's own message.
 */
export function readOnlyReason(profile: Profile | null, internalKey = 'profile.readOnly.internal'): string | null {
  if (profile?.isInternalUser) return internalKey;
  if (profile?.preRegistered) return 'profile.readOnly.preRegistered';
  return null;
}

// Few advisors are read-only: the notice and its contacts load when the profile says so, not with every page.
const details = () => import('./ReadOnlyDetails');

/** The read-only reason above a disabled form, with who to contact instead (the next step); nothing for an editable profile. */
export function ReadOnlyReason({ profile, reason }: { profile: Profile; reason: string | null }) {
  if (!reason) return null;
  return <LazyView load={details} placeholder={false} render={({ ReadOnlyDetails }) => <ReadOnlyDetails profile={profile} reason={reason} />} />;
}

import type { Profile } from '../../src/contract/profile';
import { useWidget } from '../../src/element/context';
import { ReadOnlyNotice } from '../../src/ui/ReadOnlyNotice';
import { ServiceDeskContacts, SupportContacts } from '../../src/ui/SupportContacts';

/**
 * Why a profile page cannot be changed (spec section 6): internal users go through the IT service desk,
 * pre-registered users cannot edit. `internalKey` lets the password page use fpwd001's own message.
 */
export function readOnlyReason(profile: Profile | null, internalKey = 'profile.readOnly.internal'): string | null {
  if (profile?.isInternalUser) return internalKey;
  if (profile?.preRegistered) return 'profile.readOnly.preRegistered';
  return null;
}

/** The read-only reason above a disabled form, with who to contact instead (the next step). */
export function ReadOnlyReason({ profile, reason }: { profile: Profile; reason: string | null }) {
  const { config } = useWidget();
  if (!reason) return null;
  return (
    <div class="mi-profile__read-only">
      <ReadOnlyNotice reason={reason} />
      {profile.isInternalUser ? <ServiceDeskContacts desk={config.serviceDesk} /> : <SupportContacts support={config.support} />}
    </div>
  );
}

import type { Profile } from '../../src/contract/profile';
import { useWidget } from '../../src/element/context';
import { ReadOnlyNotice } from '../../src/ui/ReadOnlyNotice';
import { ServiceDeskContacts, SupportContacts } from '../../src/ui/SupportContacts';

/** The read-only reason above a disabled form, with who to contact instead (the next step). */
export function ReadOnlyDetails({ profile, reason }: { profile: Profile; reason: string }) {
  const { config } = useWidget();
  return (
    <div class="mi-profile__read-only">
      <ReadOnlyNotice reason={reason} />
      {profile.isInternalUser ? <ServiceDeskContacts desk={config.serviceDesk} /> : <SupportContacts support={config.support} />}
    </div>
  );
}

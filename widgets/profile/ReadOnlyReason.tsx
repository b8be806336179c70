import type { Profile } from '../../src/contract/profile';
import { useWidget } from '../../src/element/context';
import { useT } from '../../src/i18n/context';
import { ReadOnlyNotice } from '../../src/ui/ReadOnlyNotice';
import { SupportContacts, useContactsConfigured } from '../../src/ui/pages/ServerErrorPage';

/**
 * Why a profile page cannot be changed (spec section 6): internal users go through the IT service desk,
 * pre-registered users cannot edit. `internalKey` lets the password page use fpwd001's own message.
 */
export function readOnlyReason(profile: Profile | null, internalKey = 'profile.readOnly.internal'): string | null {
  if (profile?.isInternalUser) return internalKey;
  if (profile?.preRegistered) return 'profile.readOnly.preRegistered';
  return null;
}

/** The IT service desk of the page config (`serviceDesk`): internal users' contact, not Client Relations'. */
export function ServiceDeskContacts() {
  const { t } = useT();
  const { config } = useWidget();
  const desk = config.serviceDesk;
  if (!useContactsConfigured(desk, 'serviceDesk')) return <p class="mi-support mi-support--missing">{t('ui.errors.server.contactMissing')}</p>;
  return (
    <div class="mi-support">
      <p>{t('profile.serviceDesk.intro')}</p>
      <ul class="mi-support__list">
        {desk.phones.map((phone) => (
          <li key={phone}>
            {t('ui.errors.server.phone')} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
          </li>
        ))}
        {desk.email && (
          <li>
            {t('ui.errors.server.email')} <a href={`mailto:${desk.email}`}>{desk.email}</a>
          </li>
        )}
      </ul>
    </div>
  );
}

/** The read-only reason above a disabled form, with who to contact instead (the next step). */
export function ReadOnlyReason({ profile, reason }: { profile: Profile; reason: string | null }) {
  const { config } = useWidget();
  if (!reason) return null;
  return (
    <div class="mi-profile__read-only">
      <ReadOnlyNotice reason={reason} />
      {profile.isInternalUser ? <ServiceDeskContacts /> : <SupportContacts support={config.support} />}
    </div>
  );
}

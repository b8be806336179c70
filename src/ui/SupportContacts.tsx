import { useEffect } from 'preact/hooks';
import { hasContacts, type ContactDetails, type PageConfig } from '../config/config';
import { reportMissingSetting } from '../config/missing';
import { useT } from '../i18n/context';

/** Client Relations contact details, as configured on the page. */
export type SupportInfo = NonNullable<PageConfig['support']>;

/**
 * True when a contact setting gives a phone or an email; otherwise the setting is reported once per page
 * (the console error names it) and the caller shows `ui.errors.server.contactMissing` instead.
 */
export function useContactsConfigured<T extends ContactDetails>(contacts: T | undefined, setting: 'support' | 'serviceDesk'): contacts is T {
  const configured = hasContacts(contacts);
  useEffect(() => {
    if (!configured) reportMissingSetting(setting);
  }, [configured, setting]);
  return configured;
}

/** Phone and email links of a contact setting; `max` phones at most. */
function ContactLinks({ contacts, max }: { contacts: ContactDetails; max?: number }) {
  const { t } = useT();
  return (
    <ul class="mi-support__list">
      {contacts.phones.slice(0, max).map((phone) => (
        <li key={phone}>
          {t('ui.errors.server.phone')} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
        </li>
      ))}
      {contacts.email && (
        <li>
          {t('ui.errors.server.email')} <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </li>
      )}
    </ul>
  );
}

/**
 * The IT service desk of the page config (`serviceDesk`): where internal users go (fpwd001), never Client
 * Relations. Without the setting the user reads that contacts are not configured and the author gets one
 * console error naming it.
 */
export function ServiceDeskContacts({ desk }: { desk: ContactDetails | undefined }) {
  const { t } = useT();
  if (!useContactsConfigured(desk, 'serviceDesk')) return <p class="mi-support mi-support--missing">{t('ui.errors.server.contactMissing')}</p>;
  return (
    <div class="mi-support">
      <p>{t('ui.errors.serviceDesk.intro')}</p>
      <ContactLinks contacts={desk} />
    </div>
  );
}

/**
 * Client Relations phones, email and hours; every server-error page shows them (spec section 8).
 * Only what the page config gives is shown: without `support` the user reads that contact details are
 * not configured, and the author gets one console error naming the setting.
 */
export function SupportContacts({ support }: { support: SupportInfo | undefined }) {
  const { t } = useT();
  if (!useContactsConfigured(support, 'support')) return <p class="mi-support mi-support--missing">{t('ui.errors.server.contactMissing')}</p>;
  return (
    <div class="mi-support">
      <p>{t('ui.errors.server.contactIntro')}</p>
      <ContactLinks contacts={support} max={2} />
      <p class="mi-support__hours">{t(`ui.errors.server.schedule.${support.schedule}`)}</p>
    </div>
  );
}

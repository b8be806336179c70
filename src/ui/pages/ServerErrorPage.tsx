import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { hasContacts, type ContactDetails, type PageConfig } from '../../config/config';
import { reportMissingSetting } from '../../config/missing';
import { useT } from '../../i18n/context';
import { PageHeading } from '../PageHeading';

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
      <ul class="mi-support__list">
        {support.phones.slice(0, 2).map((phone) => (
          <li key={phone}>
            {t('ui.errors.server.phone')} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
          </li>
        ))}
        {support.email && (
          <li>
            {t('ui.errors.server.email')} <a href={`mailto:${support.email}`}>{support.email}</a>
          </li>
        )}
      </ul>
      <p class="mi-support__hours">{t(`ui.errors.server.schedule.${support.schedule}`)}</p>
    </div>
  );
}

/** Props of the server-error page; `message` replaces the generic text for a known code. */
export interface ServerErrorPageProps {
  /** `undefined` when the page config has no `support` block. */
  support: SupportInfo | undefined;
  title?: string;
  message?: ComponentChildren;
  headingLevel?: 1 | 2;
}

/** "Something went wrong": title, support message, Client Relations phones, email and schedule. */
export function ServerErrorPage({ support, title, message, headingLevel }: ServerErrorPageProps) {
  const { t } = useT();
  return (
    <section class="mi-error-page">
      <PageHeading level={headingLevel}>{title ?? t('ui.errors.server.title')}</PageHeading>
      <p>{message ?? t('ui.errors.server.message')}</p>
      <SupportContacts support={support} />
    </section>
  );
}

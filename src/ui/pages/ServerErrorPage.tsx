import type { ComponentChildren } from 'preact';
import type { PageConfig } from '../../config/config';
import { useT } from '../../i18n/context';
import { PageHeading } from '../PageHeading';

/** Client Relations contact details, as configured on the page. */
export type SupportInfo = PageConfig['support'];

/** Client Relations phones, email and hours; every server-error page shows them (spec section 8). */
export function SupportContacts({ support }: { support: SupportInfo }) {
  const { t } = useT();
  return (
    <div class="mi-support">
      <p>{t('ui.errors.server.contactIntro')}</p>
      <ul class="mi-support__list">
        {support.phones.slice(0, 2).map((phone) => (
          <li key={phone}>
            {t('ui.errors.server.phone')} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
          </li>
        ))}
        <li>
          {t('ui.errors.server.email')} <a href={`mailto:${support.email}`}>{support.email}</a>
        </li>
      </ul>
      <p class="mi-support__hours">{t(`ui.errors.server.schedule.${support.schedule}`)}</p>
    </div>
  );
}

/** Props of the server-error page; `message` replaces the generic text for a known code. */
export interface ServerErrorPageProps {
  support: SupportInfo;
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

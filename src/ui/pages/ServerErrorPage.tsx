import type { ComponentChildren } from 'preact';
import { useT } from '../../i18n/context';
import { PageHeading } from '../PageHeading';
import { SupportContacts, type SupportInfo } from '../SupportContacts';

/** Props of the server-error page; `message` replaces the generic text for a known code. */
export interface ServerErrorPageProps {
  /** `undefined` when the page config has no `support` block. */
  support: SupportInfo | undefined;
  title?: string;
  message?: ComponentChildren;
  headingLevel?: 1 | 2;
  /** Who to contact instead of Client Relations (the IT service desk for internal users). */
  contacts?: ComponentChildren;
  /** What the server answered (its code, the HTTP status), for the user to quote to Client Relations. */
  reference?: string;
}

/** "Something went wrong": title, support message, Client Relations phones, email and schedule. */
export function ServerErrorPage({ support, title, message, headingLevel, contacts, reference }: ServerErrorPageProps) {
  const { t } = useT();
  return (
    <section class="mi-error-page">
      <PageHeading level={headingLevel}>{title ?? t('ui.errors.server.title')}</PageHeading>
      <p>{message ?? t('ui.errors.server.message')}</p>
      {reference && <p class="mi-error-page__reference">{t('ui.errors.server.reference', { code: reference })}</p>}
      {contacts ?? <SupportContacts support={support} />}
    </section>
  );
}

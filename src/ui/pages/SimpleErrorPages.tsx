import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../../i18n/context';
import { useUniqueId } from '../ids';
import { PageHeading } from '../PageHeading';

/** Shared heading-level prop: pages inside a CMS page that already has an h1 use level 2. */
interface HeadingProps {
  headingLevel?: 1 | 2;
}

/** Any other failed call: the HTTP status code and its message. */
export function StatusErrorPage({ status, message, headingLevel }: HeadingProps & { status: number | string; message: string }) {
  const { t } = useT();
  return (
    <section class="mi-error-page">
      <PageHeading level={headingLevel}>{t('ui.errors.status.title', { status })}</PageHeading>
      <p>{message}</p>
    </section>
  );
}

/** The 404 of unknown routes: "This page could not be found", then the way forward the caller knows (`children`). */
export function NotFoundPage({ headingLevel, children }: HeadingProps & { children?: ComponentChildren }) {
  const { t } = useT();
  return (
    <section class="mi-error-page">
      <PageHeading level={headingLevel}>{t('ui.errors.notFound.title')}</PageHeading>
      <p>{t('ui.errors.notFound.message')}</p>
      {children}
    </section>
  );
}

/**
 * The server could not be reached; technical details sit behind a show/hide disclosure button. `backKey` names the
 * way back when it does not ask again (a failed send returns to its form, where the user sends it once more); `note`
 * the key of what the flow adds (a send that may have gone out).
 */
export function ConnectError({
  details,
  onRetry,
  backKey,
  note,
  headingLevel,
}: HeadingProps & { details?: string; onRetry?: () => void; backKey?: string; note?: string | undefined }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useUniqueId('connect-details');
  return (
    <section class="mi-error-page">
      <PageHeading level={headingLevel}>{t('ui.errors.connect.title')}</PageHeading>
      <p>{t('ui.errors.connect.message')}</p>
      {note && <p>{t(note)}</p>}
      <div class="mi-button-row">
        {onRetry && (
          <button type="button" class="mi-button mi-button--primary" onClick={onRetry}>
            {t(backKey ?? 'ui.errors.connect.retry')}
          </button>
        )}
        {details && (
          <button
            type="button"
            class="mi-button mi-button--secondary"
            aria-expanded={open ? 'true' : 'false'}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
          >
            {t(open ? 'ui.errors.connect.hideDetails' : 'ui.errors.connect.showDetails')}
          </button>
        )}
      </div>
      {/* The browser's or the contract check's own words, in English whatever the page's language: a screen
          reader must not read them with a French voice. */}
      {details && (
        <pre class="mi-error-page__details" id={detailsId} hidden={!open} lang="en">
          {details}
        </pre>
      )}
    </section>
  );
}

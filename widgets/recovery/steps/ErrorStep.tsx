import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { useCodeKey } from '../../../src/flow/useEngine';
import { Loading } from '../../../src/ui/Loading';
import { ServerErrorPage } from '../../../src/ui/pages/ServerErrorPage';
import { ServiceDeskContacts } from '../../../src/ui/SupportContacts';
import { useT } from '../../../src/i18n/context';
import { useRecoveryStore } from '../store';

/**
 * Codes whose message asks for a new reset link (fpwd009: the link expired or was used; fpwd011: too many
 * wrong answers ended it): the page offers the request.
 */
const ASKS_FOR_A_NEW_LINK: ReadonlySet<string> = new Set(['fpwd009', 'fpwd011']);
/**
 * Codes of an account registered and not activated (fpwd003): registering again with the same email mails a new
 * activation link (reg002), the way forward when the first email is lost or expired.
 */
const NOT_ACTIVATED: ReadonlySet<string> = new Set(['fpwd003']);
/** Codes of internal users, who go through the IT service desk rather than Client Relations (fpwd001). */
const SERVICE_DESK: ReadonlySet<string> = new Set(['fpwd001']);

/**
 * /recovery/error: the stored server code picks the message (fpwd001, fpwd003, fpwd004, fpwd009,
 * sc002-forgot-password …; unknown or empty codes give the generic one) and the way forward: the request
 * of a new link when the message asks for one, registering again for an account not activated, the IT service desk for internal users, Client Relations
 * otherwise, and the login page.
 */
export function ErrorStep() {
  const { t } = useT();
  const { config } = useWidget();
  const { href } = useFlow();
  const code = useRecoveryStore((s) => s.errorCode);
  const desk = SERVICE_DESK.has(code);
  // The catalogue comes with the submit engine: in after any answer; a page restored by a reload waits for it.
  const messageKey = useCodeKey(code, 'recovery');
  if (messageKey === null) return <Loading />;
  return (
    <>
      <ServerErrorPage
        support={config.support}
        title={t('routes.recoveryError')}
        message={t(messageKey)}
        {...(desk ? { contacts: <ServiceDeskContacts desk={config.serviceDesk} /> } : {})}
      />
      {ASKS_FOR_A_NEW_LINK.has(code) && (
        <p>
          <a class="mi-button mi-button--primary" href={href('recoveryVerifyEmail')}>
            {t('recovery.error.requestNew')}
          </a>
        </p>
      )}
      {NOT_ACTIVATED.has(code) && (
        <p>
          <a class="mi-button mi-button--primary" href={href('register')}>
            {t('recovery.error.registerAgain')}
          </a>
        </p>
      )}
      <p>
        <a href={href('login')}>{t('recovery.error.back')}</a>
      </p>
    </>
  );
}

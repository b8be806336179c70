import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { useCodeKey } from '../../../src/flow/useEngine';
import { Loading } from '../../../src/ui/Loading';
import { ServerErrorPage } from '../../../src/ui/pages/ServerErrorPage';
import { ServiceDeskContacts } from '../../../src/ui/SupportContacts';
import { useT } from '../../../src/i18n/context';
import type { RouteName } from '../../../src/router/routes';
import { useRecoveryStore } from '../store';

const REQUEST_NEW: readonly [RouteName, string] = ['recoveryVerifyEmail', 'recovery.error.requestNew'];
/**
 * The page's main way forward for a code, as a route and its link's words: the request of a new reset link when
 * the message asks for one (fpwd009: the link expired or was used; fpwd011: too many wrong answers ended it), and
 * registering again for an account registered and not activated (fpwd003), which mails a new activation link
 * (reg002) when the first email is lost or expired.
 */
const WAY_FORWARD: ReadonlyMap<string, readonly [RouteName, string]> = new Map([
  ['fpwd009', REQUEST_NEW],
  ['fpwd011', REQUEST_NEW],
  ['fpwd003', ['register', 'recovery.error.registerAgain']],
]);
/** Codes of internal users, who go through the IT service desk rather than Client Relations (fpwd001). */
const SERVICE_DESK: ReadonlySet<string> = new Set(['fpwd001']);

/**
 * /recovery/error: the stored server code picks the message (fpwd001, fpwd003, fpwd004, fpwd009,
 * sc002-forgot-password …; unknown or empty codes give the generic one) and the way forward: the request
 * of a new link or registering again (WAY_FORWARD), the IT service desk for internal users, Client Relations
 * otherwise, and the login page.
 */
export function ErrorStep() {
  const { t } = useT();
  const { config } = useWidget();
  const { href } = useFlow();
  const code = useRecoveryStore((s) => s.errorCode);
  const desk = SERVICE_DESK.has(code);
  const next = WAY_FORWARD.get(code);
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
      {next && (
        <p>
          <a class="mi-button mi-button--primary" href={href(next[0])}>
            {t(next[1])}
          </a>
        </p>
      )}
      <p>
        <a href={href('login')}>{t('recovery.error.back')}</a>
      </p>
    </>
  );
}

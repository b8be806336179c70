import { describeCode } from '../../../src/api/codes';
import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { ServerErrorPage } from '../../../src/ui/pages/ServerErrorPage';
import { useT } from '../../../src/i18n/context';
import { useRecoveryStore } from '../store';

/**
 * /recovery/error: the stored server code picks the message (fpwd001, fpwd003, fpwd004, fpwd009,
 * sc002-forgot-password …; unknown or empty codes give the generic one), always with the Client Relations contacts.
 */
export function ErrorStep() {
  const { t } = useT();
  const { config } = useWidget();
  const { href } = useFlow();
  const code = useRecoveryStore((s) => s.errorCode);
  return (
    <>
      <ServerErrorPage support={config.support} title={t('routes.recoveryError')} message={t(describeCode(code, 'recovery').key)} />
      <p>
        <a href={href('login')}>{t('recovery.error.back')}</a>
      </p>
    </>
  );
}

import { useWidget } from '../../src/element/context';
import { useT } from '../../src/i18n/context';
import { LazyView } from '../../src/flow/LazyView';
import { Notice } from '../../src/ui/Notice';

// The same function each time: LazyView loads a module once per page.
const loadInternalNotice = () => import('./InternalNotice');

/** The banners above the login form that come from the page or the address, not from the user. */
export function LoginBanners({ expired, signedOut = false }: { expired: boolean; signedOut?: boolean }) {
  const { t } = useT();
  const { config } = useWidget();
  return (
    <>
      {config.internalEnvironment && <LazyView load={loadInternalNotice} render={({ InternalNotice }) => <InternalNotice />} placeholder={null} />}
      {signedOut && <Notice kind="success">{t('login.signedOut')}</Notice>}
      {expired && (
        <Notice kind="warning" title={t('ui.errors.sessionTimeout.title')}>
          <p>{t('ui.errors.sessionTimeout.message')}</p>
        </Notice>
      )}
    </>
  );
}

/** A server answer shown above the form: its message key, and whether Client Relations contacts follow. */
export interface LoginMessage {
  key: string;
  withContacts: boolean;
}

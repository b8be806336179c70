import { useEffect, useRef } from 'preact/hooks';
import { useWidget } from '../../src/element/context';
import { useT } from '../../src/i18n/context';
import { Notice } from '../../src/ui/Notice';
import { SupportContacts } from '../../src/ui/SupportContacts';

/** The banners above the login form that come from the page or the address, not from the user. */
export function LoginBanners({ expired, signedOut = false }: { expired: boolean; signedOut?: boolean }) {
  const { t } = useT();
  const { config } = useWidget();
  return (
    <>
      {config.internalEnvironment && (
        <Notice kind="info" title={t('login.internal.title')}>
          <p>{t('login.internal.body')}</p>
        </Notice>
      )}
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

/**
 * The form-level answer of a login attempt (wrong credentials, not activated, suspended). It takes focus
 * when it appears so keyboard and screen-reader users land on it, as they would on an error summary.
 */
export function LoginAnswer({ message }: { message: LoginMessage }) {
  const { t } = useT();
  const { config } = useWidget();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div class="mi-login__answer" ref={ref} tabIndex={-1}>
      <Notice kind="error">
        <p>{t(message.key)}</p>
        {message.withContacts && <SupportContacts support={config.support} />}
      </Notice>
    </div>
  );
}

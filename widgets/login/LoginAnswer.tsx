import { useLayoutEffect, useRef } from 'preact/hooks';
import { useWidget } from '../../src/element/context';
import { useT } from '../../src/i18n/context';
import { Notice } from '../../src/ui/Notice';
import { SupportContacts } from '../../src/ui/SupportContacts';
import type { LoginMessage } from './LoginMessages';

/**
 * The form-level answer of a login attempt (wrong credentials, not activated, suspended). It takes focus when
 * it appears so keyboard and screen-reader users land on it, as they would on an error summary. Loaded when a
 * login is sent (LoginView): no first screen shows one.
 */
export function LoginAnswer({ message }: { message: LoginMessage }) {
  const { t } = useT();
  const { config } = useWidget();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), [message]);
  return (
    <div class="mi-login__answer" ref={ref} tabIndex={-1}>
      <Notice kind="error">
        <p>{t(message.key)}</p>
        {message.withContacts && <SupportContacts support={config.support} />}
      </Notice>
    </div>
  );
}

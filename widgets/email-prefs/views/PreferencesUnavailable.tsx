import { useEffect } from 'preact/hooks';
import { useWidget } from '../../../src/element/context';
import { emit } from '../../../src/element/events';
import { useFlow } from '../../../src/flow/context';
import { useT } from '../../../src/i18n/context';
import { ServerErrorPage } from '../../../src/ui/pages/ServerErrorPage';

/** Props of the public page's error: the code for mi-error and the message key the page shows. */
export interface PreferencesUnavailableProps {
  code: string;
  messageKey: string;
}

/**
 * The server-error page of the public preferences (a missing `ht`, an unknown one: spec section 8), with
 * Client Relations' contacts and a way forward: log in and manage the same choices in the profile.
 */
export function PreferencesUnavailable({ code, messageKey }: PreferencesUnavailableProps) {
  const { t } = useT();
  const { host, config } = useWidget();
  const { href } = useFlow();
  useEffect(() => emit(host, 'mi-error', { code, messageKey }), [host, code, messageKey]);
  return (
    <>
      <ServerErrorPage support={config.support} message={t(messageKey)} />
      <p>
        <a class="mi-link" href={href('login', { url: href('profileEmailPreferences') })}>
          {t('emailPrefs.public.login')}
        </a>
      </p>
    </>
  );
}

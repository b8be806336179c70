import { useT } from '../../src/i18n/context';
import { Notice } from '../../src/ui/Notice';

/**
 * The internal-environment banner (spec: the internal login page says it is not the official one). Only pages
 * with `internalEnvironment` (localhost) show it, so it and its texts load apart from the login page's first
 * screen, which every advisor downloads.
 */
export function InternalNotice() {
  const { t } = useT();
  return (
    <Notice kind="info" title={t('login.internal.title')}>
      <p>{t('login.internal.body')}</p>
    </Notice>
  );
}

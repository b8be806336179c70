import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { Notice } from '../../src/ui/Notice';

/**
 * A migrated profile must reset its security questions before anything else (spec section 3). Shown on
 * the personal page (with the way there) and on the questions page itself (without a link to itself).
 */
export function MigratedNotice({ withLink }: { withLink: boolean }) {
  const { t } = useT();
  const { href } = useFlow();
  return (
    <Notice kind="warning" title={t('profile.migrated.title')}>
      <p>{t('profile.migrated.body')}</p>
      {withLink && (
        <p>
          <a class="mi-link" href={href('profileSecurityQuestions')}>{t('profile.migrated.link')}</a>
        </p>
      )}
    </Notice>
  );
}

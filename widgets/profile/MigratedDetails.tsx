import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { Notice } from '../../src/ui/Notice';

/** What MigratedNotice shows, loaded when a profile is migrated. */
export function MigratedDetails({ withLink }: { withLink: boolean }) {
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

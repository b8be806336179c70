import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { Notice } from '../../src/ui/Notice';
import { PageHeading } from '../../src/ui/PageHeading';

/** A profile page not built yet: its real title and an honest note, never a form that does nothing. */
export function ComingSoonView() {
  const { t } = useT();
  const { route, href } = useFlow();
  const name = route.route?.name ?? 'profilePersonal';
  return (
    <section class="mi-profile-page">
      <PageHeading>{t(`routes.${name}`)}</PageHeading>
      <Notice kind="info" title={t('profile.comingSoon.title')}>
        <p>{t('profile.comingSoon.body')}</p>
        <p>
          <a class="mi-link" href={href('profilePersonal')}>{t('profile.comingSoon.back')}</a>
        </p>
      </Notice>
    </section>
  );
}

import { useFlow } from '../../../src/flow/context';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useT } from '../../../src/i18n/context';

/** Step 5: the password is reset; a link to log in with it. */
export function SuccessStep() {
  const { t } = useT();
  const { href } = useFlow();
  return (
    <section class="mi-recovery mi-recovery--success">
      <PageHeading>{t('routes.recoverySuccess')}</PageHeading>
      <WizardSteps />
      <Notice kind="success">{t('recovery.success.message')}</Notice>
      <p>
        <a class="mi-button mi-button--primary" href={href('login')}>
          {t('recovery.success.login')}
        </a>
      </p>
    </section>
  );
}

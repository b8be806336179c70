import { RECOVERY_LIMITS } from '../../../src/contract/recovery';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useT } from '../../../src/i18n/context';
import { ButtonRow } from '../../../src/ui/Buttons';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { useRecoveryStore } from '../store';
import { CancelButton, hasProgress } from './shared';

/** Which notice the attempts left call for: spec section 9 shows one when fewer than 4 remain, an alert at 0. */
export function attemptsNotice(remaining: number | null): 'none' | 'few' | 'none-left' {
  if (remaining === null || remaining >= 4) return 'none';
  return remaining <= 0 ? 'none-left' : 'few';
}

/** Step 2 of 5: the login email, the resets left today as n/5, and a notice when few or none remain. */
export function CodeSentStep() {
  const { t } = useT();
  // The email the code went to (this tab's submit or the record localStorage kept), never a form value.
  const email = useRecoveryStore((s) => s.sentTo || String(s.values.emailId ?? ''));
  const remaining = useRecoveryStore((s) => s.attemptsRemaining);
  const progress = useRecoveryStore(hasProgress);
  useLeaveConfirmation(progress);
  const notice = attemptsNotice(remaining);
  return (
    <section class="mi-recovery mi-recovery--code-sent">
      <PageHeading>{t('routes.recoveryCodeSent')}</PageHeading>
      <WizardSteps />
      <p>{t('recovery.codeSent.intro')}</p>
      <dl class="mi-summary-list">
        <div class="mi-summary-list__row">
          <dt>{t('recovery.codeSent.loginEmail')}</dt>
          <dd>{email}</dd>
        </div>
        {remaining !== null && (
          <div class="mi-summary-list__row">
            <dt>{t('recovery.codeSent.attempts')}</dt>
            <dd data-testid="recovery-attempts">
              {t('recovery.codeSent.attemptsValue', { remaining, total: RECOVERY_LIMITS.attemptsPerDay })}
            </dd>
          </div>
        )}
      </dl>
      {notice === 'few' && remaining !== null && <Notice kind="info">{t('recovery.codeSent.fewLeft', { count: remaining })}</Notice>}
      {notice === 'none-left' && <Notice kind="warning">{t('recovery.codeSent.noneLeft')}</Notice>}
      <p>{t('recovery.codeSent.checkSpam')}</p>
      <ButtonRow>
        <CancelButton />
      </ButtonRow>
    </section>
  );
}

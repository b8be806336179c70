import { useWidget } from '../../../src/element/context';
import type { OutcomeHandlers } from '../../../src/flow/useSubmit';
import { useT } from '../../../src/i18n/context';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useFlow } from '../../../src/flow/context';
import { SupportContacts } from '../../../src/ui/SupportContacts';
import { LoginLink } from './StatusViews';

/** The activation code states other than valid (spec section 4), as describeCode names their views. */
export type ActivationStatusView = 'already-active' | 'expired' | 'not-found' | 'suspended';

const KEYS: Record<ActivationStatusView, string> = {
  'already-active': 'alreadyActive',
  expired: 'expired',
  'not-found': 'notFound',
  suspended: 'suspended',
};

/** The status views an activation code leads to, as the error catalogue names them (spec section 4). */
export function useActivationViews(show: (view: ActivationStatusView) => void): OutcomeHandlers['views'] {
  return {
    'already-active': () => show('already-active'),
    expired: () => show('expired'),
    'not-found': () => show('not-found'),
    suspended: () => show('suspended'),
  };
}

/**
 * Already active (login link), expired (a new link was emailed; Client Relations if it does not come), not found
 * (register again, or Client Relations), or suspended (Client Relations). Each says what to do next.
 */
export function ActivationStatus({ view }: { view: ActivationStatusView }) {
  const { t } = useT();
  const { config } = useWidget();
  const { href } = useFlow();
  const base = `registration.activation.${KEYS[view]}`;
  return (
    <section class="mi-flow mi-registration" data-status={view}>
      <PageHeading>{t(`${base}.title`)}</PageHeading>
      <p>{t(`${base}.body`)}</p>
      {view === 'already-active' && <LoginLink />}
      {view === 'not-found' && (
        <>
          <p>{t('registration.activation.notFound.next')}</p>
          <p>
            <a class="mi-button mi-button--primary" href={href('register')}>
              {t('registration.activation.notFound.register')}
            </a>
          </p>
          <SupportContacts support={config.support} />
        </>
      )}
      {view === 'expired' && <p>{t('registration.activation.expired.next')}</p>}
      {(view === 'suspended' || view === 'expired') && <SupportContacts support={config.support} />}
    </section>
  );
}

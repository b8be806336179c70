import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { hostPagePath } from '../../../src/router/pages';
import { SupportContacts } from '../../../src/ui/SupportContacts';
import { useT } from '../../../src/i18n/context';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useRegistrationStore } from '../store';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';

/** A status message that names the email when the flow knows it, else says the same without it. */
function EmailMessage({ base }: { base: string }) {
  const { t } = useT();
  const email = useRegistrationStore((s) => s.statusEmail);
  return <p>{email ? t(`${base}.body`, { email }) : t(`${base}.bodyNoEmail`)}</p>;
}

/** A link to the login page (another host page, per the page map). */
export function LoginLink() {
  const { t } = useT();
  const { href } = useFlow();
  return (
    <p>
      <a class="mi-link" href={href('login')}>
        {t('registration.actions.login')}
      </a>
    </p>
  );
}

/** "Thank You" (step 3): the activation link was emailed to the address given. */
export function RegistrationSuccessView() {
  const { t } = useT();
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.registrationSuccess')}</PageHeading>
      <WizardSteps />
      <Notice kind="success">
        <EmailMessage base="registration.success" />
      </Notice>
      <p>{t('registration.success.next')}</p>
    </section>
  );
}

/** reg001: the account is already active; log in instead. */
export function AlreadyActiveView() {
  const { t } = useT();
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.alreadyActive')}</PageHeading>
      <p>{t('registration.alreadyActive.body')}</p>
      <LoginLink />
    </section>
  );
}

/**
 * reg002: registered but not active yet, so the activation link was sent again: says where, and what to do
 * with it (no "Log in": the account cannot log in before it is activated). Client Relations if it never comes.
 */
export function AlreadyRegisteredView() {
  const { t } = useT();
  const { config } = useWidget();
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.alreadyRegistered')}</PageHeading>
      <Notice kind="info">
        <EmailMessage base="registration.alreadyRegistered" />
      </Notice>
      <p>{t('registration.alreadyRegistered.next')}</p>
      <SupportContacts support={config.support} />
    </section>
  );
}

/** The way forward of a cancel page: a link on a line of its own. */
function PageLink({ to, textKey }: { to: string; textKey: string }) {
  const { t } = useT();
  return (
    <p>
      <a class="mi-link" href={to}>
        {t(textKey)}
      </a>
    </p>
  );
}

/** Spec section 2 also says a cancel "returns to the home page": the portal's home, when the page config names one. */
function HomeLink() {
  const { locale, config } = useWidget();
  const home = hostPagePath('entry', locale, config);
  return home ? <PageLink to={home} textKey="ui.errors.notFound.home" /> : null;
}

/** After a confirmed Cancel: progress is gone; a link starts again. */
export function CancelRegistrationView() {
  const { t } = useT();
  const { href } = useFlow();
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.cancelRegistration')}</PageHeading>
      <p>{t('registration.cancelled.body')}</p>
      <PageLink to={href('register')} textKey="registration.actions.restart" />
      <HomeLink />
    </section>
  );
}

/**
 * After a confirmed Cancel on the activation step: the account stays registered and its emailed link keeps working,
 * so the page says so, and links back to the activation while this tab holds its code (a reload included).
 */
export function CancelActivationView() {
  const { t } = useT();
  const { href } = useFlow();
  const code = useRegistrationStore((s) => s.activationCode);
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.cancelActivation')}</PageHeading>
      <p>{t('registration.activationCancelled.body')}</p>
      {/* With its code: the link works in a new tab too. */}
      {code && <PageLink to={href('activate', { code })} textKey="registration.actions.backToActivation" />}
      <HomeLink />
    </section>
  );
}

/** Step 5: the account is active; shows its email and a login link. */
export function ActivationSuccessView() {
  const { t } = useT();
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.activationSuccess')}</PageHeading>
      <WizardSteps />
      <Notice kind="success">
        <EmailMessage base="registration.activationSuccess" />
      </Notice>
      <LoginLink />
    </section>
  );
}

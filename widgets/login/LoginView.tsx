import { useEffect, useState } from 'preact/hooks';
import { useWidget } from '../../src/element/context';
import { emit } from '../../src/element/events';
import { useFlow } from '../../src/flow/context';
import { useClearDraft } from '../../src/flow/store';
import { loginForm } from '../../src/forms/forms';
import type { FormValues } from '../../src/forms/types';
import { useT } from '../../src/i18n/context';
import { ButtonRow, ErrorSummary, PageHeading, PasswordField, PrimaryButton, TextField, useFormController } from '../../src/ui';
import { LoginAnswer, LoginBanners, type LoginMessage } from './LoginMessages';
import { loginOutcome } from './outcome';
import { loginReturnTarget, perfLoginTarget } from './redirects';
import { LoginStore } from './store';
import { loginCall } from '../../src/contract/calls';

const text = (v: FormValues[string] | undefined): string => (typeof v === 'string' ? v : '');

/**
 * `#/{locale}/login`: email and password. Success preloads the profile (a failure there is not fatal),
 * then goes to the safe return URL of the query or to the personal profile. On the performance-test
 * host the page hands over to the configured performance-environment login link instead.
 */
export function LoginView() {
  const { t } = useT();
  const { config, locale, host } = useWidget();
  const { api, route, go, href, fail } = useFlow();
  const values = LoginStore.useFlowStore((s) => s.values);
  const setValue = LoginStore.useFlowStore((s) => s.setValue);
  const clearDraft = useClearDraft();
  const form = useFormController(loginForm, { values, setValue });
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const win = host.ownerDocument.defaultView ?? window;
  const perfTarget = perfLoginTarget(config, locale, win.location);

  useEffect(() => {
    if (perfTarget) win.location.replace(perfTarget);
  }, [perfTarget]);

  const signIn = async (v: FormValues) => {
    setMessage(null);
    const result = await api.call(loginCall, { emailId: text(v.emailId).trim(), password: text(v.password) });
    const outcome = loginOutcome(result);
    if (outcome.kind === 'form') return setMessage({ key: outcome.key, withContacts: false });
    if (outcome.kind === 'suspended') return setMessage({ key: outcome.key, withContacts: true });
    if (outcome.kind === 'error-page') return fail({ kind: 'code', code: outcome.code });
    if (outcome.kind === 'failure') return fail({ kind: 'failure', failure: outcome.result.failure });
    emit(host, 'mi-submitted', { form: 'login' });
    clearDraft();
    // Warms the profile the next page shows; the profile page loads it again and handles its own failure.
    // The profile's schema is only needed once signed in: fetched with the preload, not with the page.
    await import('../../src/contract/profile')
      .then((m) => api.call(m.getProfileCall))
      .catch(() => undefined);
    const target = loginReturnTarget(route.query.url, config, locale, win.location);
    if (target === null) return go('profilePersonal');
    emit(host, 'mi-navigate', { url: target });
    win.location.assign(target);
  };

  if (perfTarget) return <div class="mi-loading" aria-busy="true" />;
  return (
    <section class="mi-login">
      <PageHeading>{t('routes.login')}</PageHeading>
      <LoginBanners expired={route.query.expired === 'true'} />
      <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
      {message && <LoginAnswer message={message} />}
      <form class="mi-form" noValidate onSubmit={form.handleSubmit(signIn)}>
        <TextField {...form.fieldProps('emailId')} autoComplete="username" />
        <PasswordField {...form.fieldProps('password')} autoComplete="current-password" />
        <ButtonRow>
          <PrimaryButton type="submit" busy={form.submitting} disabled={form.submitting}>
            {t('login.actions.login')}
          </PrimaryButton>
        </ButtonRow>
      </form>
      <ul class="mi-login__links">
        <li>
          <a class="mi-link" href={href('recoveryVerifyEmail')}>{t('login.links.forgotPassword')}</a>
        </li>
        <li>
          <a class="mi-link" href={href('register')}>{t('login.links.register')}</a>
        </li>
      </ul>
    </section>
  );
}

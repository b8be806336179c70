import type { ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useWidget } from '../../src/element/context';
import { clearAllDrafts } from '../../src/element/draft';
import { emit } from '../../src/element/events';
import { useFlow } from '../../src/flow/context';
import { LazyView } from '../../src/flow/LazyView';
import { useClearDraft } from '../../src/flow/store';
import { useSubmit } from '../../src/flow/useSubmit';
import { loginForm } from '../../src/forms/forms-login';
import { requestOf } from '../../src/forms/request';
import { useT } from '../../src/i18n/context';
import { withLaterMessages } from '../../src/i18n/deferredMessages';
import { ButtonRow, PrimaryButton } from '../../src/ui/Buttons';
import { ErrorSummary } from '../../src/ui/ErrorSummary';
import { Loading } from '../../src/ui/Loading';
import { focusRouteHeading, PageHeading } from '../../src/ui/PageHeading';
import { PasswordField } from '../../src/ui/PasswordField';
import { TextField } from '../../src/ui/TextField';
import { useFormController } from '../../src/ui/useFormController';
import { LoginBanners, type LoginMessage } from './LoginMessages';
import { perfLoginTarget } from './redirects';
import { LoginStore } from './store';
import { loginCall } from '../../src/contract/session';

/**
 * What a successful login runs next: the profile's schema (for the profile preload) and the return-URL checks,
 * code no visit needs before it signs in. Asked for when the login is sent, so it arrives while the call is out
 * instead of one round trip after another once it succeeded (import() fetches each once).
 */
function afterSignIn() {
  return { profile: import('../../src/contract/profile'), target: import('./returnTarget'), owner: import('../../src/element/draftOwner') };
}

/** The answer shown when a login fails: asked for when the login is sent, with the call. */
const loginAnswer = () => import('./LoginAnswer');

/**
 * `#/{locale}/login`: email and password. Success preloads the profile (a failure there is not fatal),
 * then goes to the safe return URL of the query or to the personal profile. On the performance-test
 * host the page hands over to the configured performance-environment login link instead.
 */
export function LoginView() {
  const { t } = useT();
  const { config, locale, host } = useWidget();
  const { api, route, go, href } = useFlow();
  const values = LoginStore.useFlowStore((s) => s.values);
  const setValue = LoginStore.useFlowStore((s) => s.setValue);
  const clearDraft = useClearDraft();
  const form = useFormController(loginForm, { values, setValue });
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const win = host.ownerDocument.defaultView ?? window;
  const perfTarget = perfLoginTarget(config, locale, win.location);

  useEffect(() => {
    if (perfTarget) win.location.replace(perfTarget);
  }, [perfTarget, win.location]);

  // A visitor who already has a session is told who is signed in instead of seeing an empty form; the
  // panel's code loads only then. A failed check just leaves the form.
  const [SignedIn, setSignedIn] = useState<ComponentType<{ onSignedOut: () => void }> | null>(null);
  const [signedOut, setSignedOut] = useState(route.query.signedOut === 'true');
  // The panel replacing a form in use, or the form back after signing out from the panel: the heading of what
  // shows takes focus in the commit that shows it.
  const headingNext = useRef(false);
  useEffect(() => {
    let live = true;
    void api.loggedInStatus().then(async (status) => {
      if (!live || !status.ok || !status.data.loggedIn) return;
      const panel = await withLaterMessages(() => import('./SignedInPanel'))().catch(() => null);
      if (!live || !panel) return;
      // Someone already in the form (a slow check) would have focus fall to the page's start with it.
      headingNext.current = host.contains(host.ownerDocument.activeElement);
      setSignedIn(() => panel.SignedInPanel);
    });
    return () => {
      live = false;
    };
  }, [api, host]);
  useLayoutEffect(() => {
    if (!headingNext.current) return;
    headingNext.current = false;
    focusRouteHeading(host);
  }, [SignedIn, host]);
  const onSignedOut = () => {
    headingNext.current = true;
    setSignedIn(null);
    setSignedOut(true);
  };

  const signedIn = async () => {
    clearDraft();
    const next = afterSignIn();
    // Drafts another account typed in this tab are not this one's to see (a session that ended, someone else
    // signing in); if that check cannot load, none is kept.
    const email = typeof values.emailId === 'string' ? values.emailId : '';
    await next.owner
      .then((m) => {
        m.draftsBelongTo(email);
        m.signalSignIn(email);
      })
      .catch(() => clearAllDrafts());
    // The return-URL checks; if they cannot load, the profile is the safe target.
    const target = next.target.then((m) => m.loginReturnTarget(route.query.url, config, locale, win.location)).catch(() => null);
    // Warms the profile the next page shows; the profile page loads it again and handles its own failure.
    await next.profile.then((m) => api.call(m.getProfileCall)).catch(() => undefined);
    const to = await target;
    if (to === null) return go('profilePersonal');
    emit(host, 'mi-navigate', { url: to });
    win.location.assign(to);
  };

  const signIn = useSubmit({
    form,
    send: (v) => {
      const next = afterSignIn();
      void Promise.allSettled([next.profile, next.target, next.owner, loginAnswer()]);
      const request = requestOf(loginForm, v);
      return api.call(loginCall, { ...request, emailId: request.emailId.trim() });
    },
    submitted: 'login',
    during: 'login',
    onSuccess: signedIn,
    onNotice: (key) => setMessage(key ? { key, withContacts: false } : null),
    views: { suspended: ({ key }) => setMessage({ key, withContacts: true }) },
    // Issue 11 departs from spec section 8's "a login error with no response is treated as success": that
    // sent an advisor whose connection dropped to "Session timed out". A login with no response shows the
    // server-connect error with its details, like every other call; its way back keeps what was typed.
  });

  if (perfTarget) return <Loading />;
  if (SignedIn) return <SignedIn onSignedOut={onSignedOut} />;
  return (
    <section class="mi-login">
      <PageHeading>{t('routes.login')}</PageHeading>
      {/* An answer to this visit's login replaces what the address said about the last session: one message. */}
      <LoginBanners expired={!message && route.query.expired === 'true'} signedOut={!message && signedOut} />
      <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
      {message && <LazyView load={loginAnswer} render={({ LoginAnswer }) => <LoginAnswer message={message} />} />}
      {/* method="dialog": see docs/flows.md, "Forms that carry a secret". The prerendered screen has it too. */}
      <form class="mi-form" noValidate method="dialog" onSubmit={form.handleSubmit(signIn)}>
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

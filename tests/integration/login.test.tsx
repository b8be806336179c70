// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../widgets/login/element';
import '../../widgets/profile/element';
import { DEMO_ACCOUNTS } from '../../demo/api/seed-accounts';
import { mountWidget, startApi, unmountAll, type DemoApi } from '../harness/widget';
import { settle } from '../harness/settle';

let api: DemoApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});
afterEach(async () => {
  await call('POST', '/mi/en/login/logout');
  unmountAll();
  vi.restoreAllMocks();
});


/** A call from the page (happy-dom's fetch, so it carries the page's cookies). */
async function call(method: 'GET' | 'POST', path: string): Promise<unknown> {
  // A page on the API's origin first (before any widget, the document is about:blank).
  if (window.location.origin !== api.url) (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(`${api.url}/en/`);
  const response = await fetch(`${api.url}${path}`, { method, credentials: 'include', headers: { Authorization: 'Bearer demo-token' } });
  return response.json();
}

async function openLogin(hash = '#/en/login', locale: 'en' | 'fr' = 'en') {
  const host = mountWidget('mi-login', api, `/${locale}/login.html${hash}`);
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

async function type(host: HTMLElement, name: string, value: string) {
  fireEvent.input(host.querySelector(`input[name="${name}"]`)!, { target: { value } });
  await settle();
}

/** Fills and submits the form; returns the spy that catches the page change a success causes. */
async function logIn(host: HTMLElement, email: string, password: string, button = 'Log in') {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  await type(host, 'emailId', email);
  await type(host, 'password', password);
  fireEvent.click(screen.getByRole('button', { name: button }));
  return assign;
}

describe('<mi-login> against the demo API', () => {
  it('a seeded advisor signs in: session cookie set, mi-submitted, profile page next, and the profile shows them', async () => {
    const { email, password, firstName, lastName } = DEMO_ACCOUNTS.advisorEn;
    expect(await call('GET', '/mi/api/en/loggedInStatus/index')).toEqual({ loggedIn: false });
    const host = await openLogin();
    const submitted: unknown[] = [];
    host.addEventListener('mi-submitted', (e) => submitted.push(e.detail));
    const assign = await logIn(host, email, password!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/profile.html#/en/profile/personal'));
    // The other tabs learn that this account signed in here (its digest, not its address).
    expect(window.localStorage.getItem('mi-portal:session')).toMatch(/^[0-9a-f]+ \d+$/);
    expect(submitted).toEqual([{ form: 'login' }]);
    expect(await call('GET', '/mi/api/en/loggedInStatus/index')).toEqual({ loggedIn: true });

    unmountAll();
    const profile = mountWidget('mi-profile', api, '/en/profile.html#/en/profile/personal');
    const value = (name: string) => profile.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    await waitFor(() => expect(value('emailId')).toBe(email));
    expect([value('firstName'), value('lastName')]).toEqual([firstName, lastName]);
    expect(value('primaryDealerCode')).toBe(DEMO_ACCOUNTS.advisorEn.dealerCode);
  });

  it('a French advisor signs in from the French page', async () => {
    const { email, password } = DEMO_ACCOUNTS.advisorFr;
    const host = await openLogin('#/fr/login', 'fr');
    const assign = await logIn(host, email, password!, 'Se connecter');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/profile.html#/fr/profile/personal'));
  });

  it('a wrong password and an unknown email get the same message, which names neither, and keep the email', async () => {
    const texts: string[] = [];
    const errors: unknown[] = [];
    for (const email of [DEMO_ACCOUNTS.advisorEn.email, 'nobody@example.com']) {
      const host = await openLogin();
      // The host page hears each refusal (its analytics count failed logins), as it hears an error page.
      host.addEventListener('mi-error', (e) => errors.push((e as CustomEvent).detail));
      const assign = await logIn(host, email, 'WrongPass123');
      const alert = await screen.findByText('The email address or password is incorrect.');
      texts.push(alert.closest('[role="alert"]')?.textContent ?? '');
      await waitFor(() => expect(document.activeElement?.className).toContain('mi-login__answer'));
      expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.value).toBe(email);
      expect(assign).not.toHaveBeenCalled();
      unmountAll();
    }
    expect(texts[0]).toBe(texts[1]);
    expect(errors).toEqual([{ code: 'login001', messageKey: 'errors.codes.login001' }, { code: 'login001', messageKey: 'errors.codes.login001' }]);
    expect(await call('GET', '/mi/api/en/loggedInStatus/index')).toEqual({ loggedIn: false });
  });

  it.each([
    ['expired=true', 'Session timed out'],
    ['signedOut=true', 'You have signed out'],
  ])('after %s, a refused login shows only its answer: the note about the last session goes', async (query, note) => {
    const host = await openLogin(`#/en/login?${query}`);
    expect(host.textContent).toContain(note);
    await logIn(host, DEMO_ACCOUNTS.advisorEn.email, 'WrongPass123');
    await screen.findByText('The email address or password is incorrect.');
    expect(host.textContent).not.toContain(note);
    expect(host.querySelectorAll('[role="alert"], [role="status"]')).toHaveLength(1);
  });

  it('a suspended account sees the suspension with Client Relations contacts', async () => {
    const host = await openLogin();
    await logIn(host, DEMO_ACCOUNTS.suspended.email, DEMO_ACCOUNTS.suspended.password!);
    const alert = (await screen.findByText('Your account is suspended. Please contact Client Relations.')).closest('[role="alert"]');
    expect(alert?.textContent).toContain('1-800-555-0199');
    expect(alert?.querySelector('a[href="mailto:clientrelations@example.com"]')).not.toBeNull();
    expect(await call('GET', '/mi/api/en/loggedInStatus/index')).toEqual({ loggedIn: false });
  });

  it('a login locked by failed attempts says so with the Client Relations contacts (issue 12)', async () => {
    // Ten failures 31 s apart (each past the slow-down) lock the email, known or not, for 15 minutes.
    const email = 'locked-out@example.com';
    const moveClock = (offsetMs: number) => fetch(`${api.url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
    try {
      for (let i = 0; i < 10; i++) {
        await moveClock(i * 31_000);
        await fetch(`${api.url}/mi/en/login/login`, { method: 'POST', headers: { Authorization: 'Bearer demo-token' }, body: new URLSearchParams({ emailId: email, password: `Guess2026x${i}` }) });
      }
      const host = await openLogin();
      await logIn(host, email, 'Whatever2026');
      const alert = (await screen.findByText(/Too many failed login attempts/)).closest('[role="alert"]');
      expect(alert?.textContent).toContain('15 minutes');
      expect(alert?.querySelector('a[href="mailto:clientrelations@example.com"]')).not.toBeNull();
    } finally {
      await moveClock(0);
    }
  });

  it('an account not activated yet is told to check the activation email', async () => {
    const host = await openLogin();
    await logIn(host, DEMO_ACCOUNTS.notActivated.email, 'Whatever123');
    await screen.findByText('Your account is not activated yet. Check your email for the activation link.');
  });

  it('the return URL is honoured when it is a same-origin path', async () => {
    const host = await openLogin(`#/en/login?expired=true&url=${encodeURIComponent('/en/profile.html#/en/profile/password')}`);
    expect(screen.getByText('Session has timed out, please log in to continue.')).toBeTruthy();
    const assign = await logIn(host, DEMO_ACCOUNTS.advisorEn.email, DEMO_ACCOUNTS.advisorEn.password!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${api.url}/en/profile.html#/en/profile/password`));
  });

  it.each(['https://evil.example/steal', '//evil.example', '/\\evil.example'])('the return URL %s is ignored for the profile page', async (url) => {
    const host = await openLogin(`#/en/login?url=${encodeURIComponent(url)}`);
    const assign = await logIn(host, DEMO_ACCOUNTS.advisorEn.email, DEMO_ACCOUNTS.advisorEn.password!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/profile.html#/en/profile/personal'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('Sign out on the profile ends the session and the login page says so', async () => {
    const host = await openLogin();
    const assign = await logIn(host, DEMO_ACCOUNTS.advisorEn.email, DEMO_ACCOUNTS.advisorEn.password!);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    unmountAll();
    mountWidget('mi-profile', api, '/en/profile.html#/en/profile/personal');
    await screen.findByRole('button', { name: 'Save' });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/login.html#/en/login?signedOut=true'));
    expect(await call('GET', '/mi/api/en/loggedInStatus/index')).toEqual({ loggedIn: false });
    unmountAll();
    await openLogin('#/en/login?signedOut=true');
    expect(screen.getByRole('status').textContent).toBe('You have signed out.');
  });

  it('a visitor who is still signed in is told who, instead of an empty login form', async () => {
    const { email, password, firstName, lastName } = DEMO_ACCOUNTS.advisorEn;
    const assign = await logIn(await openLogin(), email, password!);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    unmountAll();
    const host = mountWidget('mi-login', api, '/en/login.html#/en/login');
    await screen.findByText(`You are signed in as ${firstName} ${lastName} (${email}).`);
    expect(host.querySelector('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('You have signed out.');
    expect(await call('GET', '/mi/api/en/loggedInStatus/index')).toEqual({ loggedIn: false });
  });
});

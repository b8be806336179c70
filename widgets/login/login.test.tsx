import axe from 'axe-core';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { LoginFlow } from './LoginFlow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, holdAnswers } from '../../tests/harness/flow';
import { renderLogin, testConfig, typeInto } from './test-helpers';
import { unloadPage } from '../../tests/harness/page';

const PAGE = 'https://portal.example/en/login.html';
const FR_PAGE = 'https://portal.example/fr/login.html';

// The page starts with the logged-in check: signed out unless a test says otherwise (no real lookups).
beforeEach(() => {
  fakeApi({ 'loggedInStatus/index': { loggedIn: false } });
});

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('<mi-login>', () => {
  it('has no serious or critical axe violations', async () => {
    const host = await renderLogin(`${PAGE}#/en/login?expired=true`, testConfig({ internalEnvironment: true }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await screen.findByText('This is not the official login page');
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('renders the form with the spec names, the Log in button and both links', async () => {
    const host = await renderLogin(`${PAGE}#/en/login`);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const email = host.querySelector<HTMLInputElement>('input[name="emailId"]');
    const password = host.querySelector<HTMLInputElement>('input[name="password"]');
    // Text with the email keyboard: the project's email rule decides, not the browser's (issue 11).
    expect(email?.getAttribute('inputmode')).toBe('email');
    expect(email?.autocomplete).toBe('username');
    expect(password?.type).toBe('password');
    expect(password?.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/recovery.html#/en/recovery/verify-email');
    expect(screen.getByRole('link', { name: /Register/ }).getAttribute('href')).toBe('/en/registration.html#/en/registration-process/register');
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
    expect(document.title).toContain('Log in');
  });

  it('shows and hides the password', async () => {
    const host = await renderLogin(`${PAGE}#/en/login`);
    fireEvent.click(await screen.findByRole('button', { name: 'Show password' }));
    expect(host.querySelector<HTMLInputElement>('input[name="password"]')?.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(host.querySelector<HTMLInputElement>('input[name="password"]')?.type).toBe('password');
  });

  it('an empty submit lists both fields in the summary, focuses it and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const host = await renderLogin(`${PAGE}#/en/login`);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toContain('Please fix 2 errors before proceeding');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(host.querySelector('input[name="emailId"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('input[name="password"]')?.getAttribute('aria-invalid')).toBe('true');
    // Only the logged-in check of the page's start (a signed-in visitor sees who is signed in instead).
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('/loggedInStatus/'))).toEqual([]);
  });

  it('a malformed email is refused before any call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const host = await renderLogin(`${PAGE}#/en/login`);
    await screen.findByRole('button', { name: 'Log in' });
    await typeInto(host, 'emailId', 'not-an-email');
    await typeInto(host, 'password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Please fix 1 error before proceeding');
    // Only the logged-in check of the page's start (a signed-in visitor sees who is signed in instead).
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('/loggedInStatus/'))).toEqual([]);
  });

  it('a server error says the login failed (spec section 8: fed.errors.login), with the status for Client Relations (fr)', async () => {
    fakeApi({ 'loggedInStatus/index': { loggedIn: false }, 'login/login': 500 });
    const host = await renderLogin(`${FR_PAGE}#/fr/login`);
    await typeInto(host, 'emailId', 'conseillere@example.com');
    await typeInto(host, 'password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Un problème est survenu' });
    expect(host.textContent).toContain('Nous n’avons pas pu vous connecter. Veuillez communiquer avec les Relations avec la clientèle');
    expect(host.textContent).toContain('Référence pour les Relations avec la clientèle\u00a0: HTTP 500');
  });

  it('a login with no response shows the connect error (details, title, focus), not success; back keeps what was typed', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).includes('/loggedInStatus/')) return new Response('{"loggedIn":false}', { headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const host = await renderLogin(`${PAGE}#/en/login`);
    await typeInto(host, 'emailId', 'advisor@example.com');
    await typeInto(host, 'password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'We could not reach the server' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toMatch(/^We could not reach the server/);
    expect(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
    expect(window.location.hash).toBe('#/en/login');
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.value).toBe('advisor@example.com');
    expect(host.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('Secret123');
    vi.unstubAllGlobals();
  });

  it('expired=true shows the session-timeout message', async () => {
    await renderLogin(`${PAGE}#/en/login?expired=true&url=%2Fen%2Fprofile.html`);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByRole('alert').textContent).toContain('Session has timed out, please log in to continue.');
  });

  it('the internal-environment variant says it is not the official login page, in French too', async () => {
    await renderLogin(`${FR_PAGE}#/fr/login`, testConfig({ internalEnvironment: true }));
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    // Loaded with its texts apart from the first screen: only internal (localhost) pages show it.
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Ce n’est pas la page de connexion officielle');
    expect(notice.textContent).toContain('localhost');
  });

  it('on the performance-test host hands over to the configured login link', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    (window as unknown as { happyDOM?: { setURL(u: string): void } }).happyDOM?.setURL('https://portal.perf-test.example/fr/login.html#/fr/login');
    const host = document.createElement('mi-login');
    document.body.append(host);
    render(
      <WidgetRoot host={host} config={testConfig({ perfLoginUrl: 'https://sso.perf-test.example/{locale}/signin' })}>
        <LoginFlow container={host} />
      </WidgetRoot>,
      { container: host },
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://sso.perf-test.example/fr/signin'));
    expect(host.querySelector('form')).toBeNull();
  });

  it('a visitor who is already signed in is told who, with the profile link and Sign out, which brings the form back', async () => {
    const seen = fakeApi({
      'loggedInStatus/index': { loggedIn: true },
      'changeProfile/index': { firstName: 'Alex', preferredFirstName: 'Al', lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com', isInternalUser: false, preRegistered: false },
      'login/logout': { result: 'success' },
    });
    const host = await renderLogin(`${PAGE}#/en/login`);
    await screen.findByRole('heading', { level: 1, name: 'You are already signed in' });
    await screen.findByText('You are signed in as Al Martin (advisor@example.com).');
    expect(host.querySelector('form')).toBeNull();
    // Nobody was in the form: focus stays where the page had it.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/en/profile.html#/en/profile/personal');
    const r = await axe.run(host);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // The form's heading takes focus with the form (the Sign out button is gone).
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(document.activeElement).toBe(heading);
    expect(seen.map((r) => r.path)).toContain('/mi/en/login/logout');
    // The other tabs' signed-in pages are told (src/element/draftOwner.ts, signalSession).
    expect(window.localStorage.getItem('mi-portal:session')).toMatch(/^ \d+$/);
    expect(screen.getByRole('status').textContent).toBe('You have signed out.');
    expect(host.querySelector('input[name="emailId"]')).not.toBeNull();
  });

  it('when the check answers late, the panel replacing a form in use takes focus with its heading', async () => {
    fakeApi({
      'loggedInStatus/index': { loggedIn: true },
      'changeProfile/index': { firstName: 'Alex', lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com', isInternalUser: false, preRegistered: false },
    });
    const release = holdAnswers('loggedInStatus');
    const host = await renderLogin(`${PAGE}#/en/login`);
    const email = await waitFor(() => host.querySelector<HTMLInputElement>('input[name="emailId"]')!);
    email.focus();
    release();
    const heading = await screen.findByRole('heading', { level: 1, name: 'You are already signed in' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('says so after a sign out elsewhere (signedOut=true), in French too', async () => {
    fakeApi({ 'loggedInStatus/index': { loggedIn: false } });
    await renderLogin(`${FR_PAGE}#/fr/login?signedOut=true`);
    expect((await screen.findByRole('status')).textContent).toBe('Votre session est fermée.');
    expect(screen.queryByRole('heading', { name: 'Votre session est déjà ouverte' })).toBeNull();
  });

  it('keeps the typed email across a remount (draft) but never the password', async () => {
    let host = await renderLogin(`${PAGE}#/en/login`);
    await screen.findByRole('button', { name: 'Log in' });
    await typeInto(host, 'emailId', 'a@example.com');
    await typeInto(host, 'password', 'Secret123');
    unloadPage();
    host = await renderLogin(`${PAGE}#/en/login`);
    await screen.findByRole('button', { name: 'Log in' });
    expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.value).toBe('a@example.com');
    expect(host.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('');
  });
});

import axe from 'axe-core';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_OWNER_KEY } from '../../src/element/draft';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { PageHeading } from '../../src/ui/PageHeading';
import { fill, renderFlow, settle } from '../../tests/harness/flow';
import { mustResetQuestionsFirst, withProfile } from './profileData';
import { ProfileFlow } from './ProfileFlow';
import { ProfileLayout } from './ProfileLayout';
import { ADVISOR, profileApi, renderProfile, testConfig } from './test-helpers';
import { SESSION_SIGNAL_KEY } from '../../src/element/draft';

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** What a login in this browser left (src/element/draftOwner.ts): the login page then says a session timed out. */
const signedInEarlier = () => window.localStorage.setItem(SESSION_SIGNAL_KEY, `a1b2c3 ${Date.now()}`);

/** The profile element on the personal page at a real-looking address, with `location.replace` (redirects) recorded. */
function openPersonalWatchingRedirects() {
  const redirect = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  (window as unknown as HappyWindow).happyDOM?.setURL('https://portal.example/en/profile.html#/en/profile/personal');
  const host = document.createElement('mi-profile');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={testConfig()}>
      <ProfileFlow container={host} />
    </WidgetRoot>,
    { container: host },
  );
  return { redirect, host };
}

const menuLinks = () => [...screen.getByRole('navigation', { name: 'Profile menu' }).querySelectorAll('a')];

describe('<mi-profile> layout and session', () => {
  it('has no serious or critical axe violations in French, with the phone menu open', async () => {
    profileApi();
    const host = await renderProfile('#/fr/profile/personal', undefined, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('has the left menu in the spec’s order, the current page marked, and no "my orders" without its page', async () => {
    profileApi();
    await renderProfile('#/en/profile/password');
    expect(menuLinks().map((a) => a.textContent)).toEqual(['Profile', 'Password', 'Security questions', 'Email notifications', 'My sales team']);
    expect(menuLinks().map((a) => a.getAttribute('href'))).toEqual([
      '/en/profile.html#/en/profile/personal', '/en/profile.html#/en/profile/password', '/en/profile.html#/en/profile/security-questions',
      '/en/profile.html#/en/profile/email-preferences', '/en/profile.html#/en/profile/sales-team',
    ]);
    expect(menuLinks().filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Password']);
  });

  it('a signed-in page in a tab nobody signed in to marks the owner of its drafts unknown (the next login forgets them)', async () => {
    profileApi();
    await renderProfile('#/en/profile/personal');
    await waitFor(() => expect(window.sessionStorage.getItem('mi-draft:owner')).toBe('?'));
    // A tab where a login recorded its owner keeps it.
    window.sessionStorage.setItem('mi-draft:owner', 'abc123');
    document.body.replaceChildren();
    await renderProfile('#/en/profile/personal');
    await screen.findAllByRole('heading');
    expect(window.sessionStorage.getItem('mi-draft:owner')).toBe('abc123');
  });

  it('"My orders" leads to the configured my-cart page', async () => {
    profileApi();
    const config = testConfig();
    await renderProfile('#/en/profile/personal', { ...config, pages: { ...config.pages, 'my-cart': '/{locale}/orders.html' } });
    expect(menuLinks().at(-1)?.textContent).toBe('My orders');
    expect(menuLinks().at(-1)?.getAttribute('href')).toBe('/en/orders.html');
  });

  it('the phone menu is a disclosure: the button says whether it is open; Escape closes it and returns focus', async () => {
    profileApi();
    await renderProfile('#/en/profile/personal');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.className).not.toContain('--open');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.className).toContain('mi-menu__list--open');
    list.querySelector('a')!.focus();
    fireEvent.keyDown(list.querySelector('a')!, { key: 'Escape' });
    await settle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('Sign out ends the session and says so on the login page', async () => {
    const seen = profileApi();
    const redirect = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    await renderProfile('#/en/profile/personal');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // In place of the profile page: Back does not come to a page that would only send it to the login again.
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/en/login.html#/en/login?signedOut=true'));
    expect(seen.map((s) => s.path)).toContain('/mi/en/login/logout');
  });

  it('Sign out tells the other tabs (a login page there would otherwise go on showing this account)', async () => {
    profileApi();
    vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    await renderProfile('#/en/profile/personal');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.localStorage.getItem('mi-portal:session')).toMatch(/^ \d+$/));
  });

  describe('the session changing in another tab of the browser', () => {
    const signal = (value: string) => window.dispatchEvent(new StorageEvent('storage', { key: 'mi-portal:session', newValue: value }));
    const draft = `${DRAFT_OWNER_KEY.replace('owner', '')}mi-esign`;
    async function openWithOwner(owner: string) {
      profileApi();
      window.sessionStorage.setItem(DRAFT_OWNER_KEY, owner);
      window.sessionStorage.setItem(draft, '{"typed":"by this tab"}');
      const redirect = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
      await renderProfile('#/en/profile/personal');
      await screen.findByRole('button', { name: 'Save' });
      return { redirect, reload };
    }

    it('signed out there: this page starts again at once (and its check sends it to login), without what was typed', async () => {
      const { redirect, reload } = await openWithOwner('a1b2c3d4');
      signal(` ${Date.now()}`);
      expect([reload.mock.calls.length, redirect.mock.calls.length, window.sessionStorage.getItem(draft)]).toEqual([1, 0, null]);
    });

    it('another account signed in there: this page starts again for it, without what this tab typed', async () => {
      const { redirect, reload } = await openWithOwner('a1b2c3d4');
      signal(`99999999 ${Date.now()}`);
      expect([reload.mock.calls.length, redirect.mock.calls.length, window.sessionStorage.getItem(draft)]).toEqual([1, 0, null]);
    });

    it('the same account signed in there again: nothing changes; nor for other keys', async () => {
      const { redirect, reload } = await openWithOwner('a1b2c3d4');
      signal(`a1b2c3d4 ${Date.now()}`);
      window.dispatchEvent(new StorageEvent('storage', { key: 'logged_in', newValue: 'true' }));
      expect([reload.mock.calls.length, redirect.mock.calls.length, window.sessionStorage.getItem(draft)]).toEqual([0, 0, '{"typed":"by this tab"}']);
    });
  });

  it('a first logged-in check that fails shows the error page whose way back asks again ("Try again"): no form was shown yet', async () => {
    let down = true;
    profileApi({ 'loggedInStatus/index': () => (down ? 500 : { loggedIn: true }) });
    const host = await renderFlow('mi-profile', ProfileFlow, 'https://portal.example/en/profile.html#/en/profile/personal', testConfig());
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Back to the form' })).toBeNull();
    down = false;
    fireEvent.click(again);
    await screen.findByRole('button', { name: 'Save' });
    expect(host.textContent).not.toContain('Something went wrong');
  });

  it('a periodic logged-in check that fails (network, 500) leaves the signed-in page as it is; the next check decides', async () => {
    // Spec section 7: the check runs at start, then every interval. A failed later check says nothing about the session.
    const seen = profileApi({ 'loggedInStatus/index': (_body: unknown, n: number) => (n === 1 ? { loggedIn: true } : 500) });
    const host = await renderProfile('#/en/profile/personal', { ...testConfig(), sessionCheckIntervalMs: 30 });
    await waitFor(() => expect(seen.filter((s) => s.path.endsWith('/loggedInStatus/index')).length).toBeGreaterThan(2));
    await settle();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(host.textContent).not.toContain('Something went wrong');
  });

  it('a logged-in check refused for want of a session (403, the reload already spent) goes to login, not to an error page', async () => {
    signedInEarlier();
    window.sessionStorage.setItem('mi-portal:last-reload', String(Date.now()));
    profileApi({ 'loggedInStatus/index': 403 });
    const { redirect, host } = openPersonalWatchingRedirects();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(new URL(String(redirect.mock.calls[0]?.[0])).hash).toContain('expired=true');
    await settle();
    expect(host.textContent).not.toContain('403');
  });

  it('a signed-out visitor is sent to login with the return URL and expired=true, seeing nothing', async () => {
    signedInEarlier();
    profileApi({ 'loggedInStatus/index': { loggedIn: false } });
    const { redirect, host } = openPersonalWatchingRedirects();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const target = new URL(String(redirect.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/en/login.html');
    expect(target.hash).toContain('expired=true');
    expect(decodeURIComponent(target.hash)).toContain('url=/en/profile.html#/en/profile/personal');
    expect(host.querySelector('h1')).toBeNull();
  });

  it('a visitor who never signed in in this browser is sent to login with the return URL, and no "timed out"', async () => {
    profileApi({ 'loggedInStatus/index': { loggedIn: false } });
    const { redirect } = openPersonalWatchingRedirects();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const target = new URL(String(redirect.mock.calls[0]?.[0]));
    expect(decodeURIComponent(target.hash)).toBe('#/en/login?url=/en/profile.html#/en/profile/personal');
  });

  it('a session ended on the server mid-use: the refused call reloads the page (spec section 7) …', async () => {
    profileApi({ 'changeProfile/save': 403 });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const host = await renderProfile('#/en/profile/personal');
    await fill(host, 'city', 'Ottawa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('… and when the page was reloaded less than 60 s ago, the refusal itself goes to login with expired=true', async () => {
    signedInEarlier();
    profileApi({ 'changeProfile/save': 403 });
    window.sessionStorage.setItem('mi-portal:last-reload', String(Date.now()));
    const redirect = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const host = await renderProfile('#/en/profile/personal');
    await fill(host, 'city', 'Ottawa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const target = new URL(String(redirect.mock.calls[0]?.[0]));
    expect(`${target.pathname}${decodeURIComponent(target.hash)}`).toBe('/en/login.html#/en/login?url=/en/profile.html#/en/profile/personal&expired=true');
  });
});

describe('a migrated profile', () => {
  it('may open only the personal, password and questions pages until its questions are reset', () => {
    const migrated = { ...ADVISOR, displayChangeQuestionsMsg: true };
    expect(mustResetQuestionsFirst(migrated, 'profileSalesTeam')).toBe(true);
    expect(mustResetQuestionsFirst(migrated, 'profileEmailPreferences')).toBe(true);
    for (const open of ['profilePersonal', 'profilePassword', 'profileSecurityQuestions'] as const) expect(mustResetQuestionsFirst(migrated, open)).toBe(false);
    expect(mustResetQuestionsFirst(ADVISOR, 'profileSalesTeam')).toBe(false);
  });

  it('is sent from another profile page to the questions page, which it then sees', async () => {
    profileApi({ 'changeProfile/index': { ...ADVISOR, displayChangeQuestionsMsg: true } });
    const Page = (title: string) => () => <PageHeading>{title}</PageHeading>;
    const views = withProfile({ profileSalesTeam: Page('Team'), profileSecurityQuestions: Page('Questions') });
    (window as unknown as HappyWindow).happyDOM?.setURL('https://portal.example/en/profile.html#/en/profile/sales-team');
    const host = document.createElement('mi-profile');
    document.body.append(host);
    render(
      <WidgetRoot host={host} config={testConfig()}>
        <FlowRoot codeContext="profile" views={views} frames={{ profile: ProfileLayout }} />
      </WidgetRoot>,
      { container: host },
    );
    await screen.findByRole('heading', { level: 1, name: 'Questions' });
    expect(window.location.hash).toBe('#/en/profile/security-questions');
  });
});

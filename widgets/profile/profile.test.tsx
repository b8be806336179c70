import axe from 'axe-core';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { testConfig } from '../login/test-helpers';
import { ProfileFlow } from './ProfileFlow';

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

const PROFILE = {
  firstName: 'Alex', preferredFirstName: null, lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com',
  primaryDealerCode: '1234', primaryAdvisorCode: null, isInternalUser: false, preRegistered: false,
};

/** A fake backend by path; records the paths called. */
function fakeApi(overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    '/mi/api/en/loggedInStatus/index': { loggedIn: true },
    '/mi/ia/en/changeProfile/index': PROFILE,
    '/mi/api/en/registrationProcess/getRoles': [{ text: 'Registered Investment Advisor', role: { id: 10 } }],
    '/mi/en/login/logout': { result: 'success' },
    ...overrides,
  };
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example').pathname;
    calls.push(path);
    const body = answers[path];
    return body === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

async function renderProfile(hash: string) {
  (window as unknown as HappyWindow).happyDOM?.setURL(`https://portal.example/en/profile.html${hash}`);
  const host = document.createElement('mi-profile');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={testConfig()}>
      <ProfileFlow container={host} />
    </WidgetRoot>,
    { container: host },
  );
  await screen.findByRole('heading', { level: 1 });
  return host;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('<mi-profile>', () => {
  it('has no serious or critical axe violations', async () => {
    fakeApi();
    const host = await renderProfile('#/en/profile/personal');
    await screen.findByText('advisor@example.com');
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows the signed-in user read-only inside the profile layout with its menu', async () => {
    fakeApi();
    const host = await renderProfile('#/en/profile/personal');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    await screen.findByText('advisor@example.com');
    const terms = Array.from(host.querySelectorAll('dt')).map((d) => d.textContent);
    const values = Array.from(host.querySelectorAll('dd')).map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Email address', 'Role', 'Primary dealer code', 'Primary advisor code']);
    await waitFor(() => expect(host.querySelectorAll('dd')[2]?.textContent).toBe('Registered Investment Advisor'));
    expect(values.slice(0, 2)).toEqual(['Alex Martin', 'advisor@example.com']);
    expect(host.querySelectorAll('dd')[3]?.textContent).toBe('1234');
    expect(host.querySelectorAll('dd')[4]?.textContent).toBe('Not provided');
    expect(host.querySelector('input')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Profile menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the role id when the role list cannot be read and the role is not in the fallback list', async () => {
    fakeApi({ '/mi/api/en/registrationProcess/getRoles': undefined, '/mi/ia/en/changeProfile/index': { ...PROFILE, roleId: 99 } });
    const host = await renderProfile('#/en/profile/personal');
    await screen.findByText('advisor@example.com');
    expect(host.querySelectorAll('dd')[2]?.textContent).toBe('99');
  });

  it('Log out ends the session, then goes to the login page', async () => {
    const calls = fakeApi();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderProfile('#/en/profile/personal');
    await screen.findByText('advisor@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/login.html#/en/login'));
    expect(calls).toContain('/mi/en/login/logout');
  });

  it('a signed-out visitor is sent to login with the return URL and expired=true, seeing nothing', async () => {
    fakeApi({ '/mi/api/en/loggedInStatus/index': { loggedIn: false } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    (window as unknown as HappyWindow).happyDOM?.setURL('https://portal.example/en/profile.html#/en/profile/personal');
    const host = document.createElement('mi-profile');
    document.body.append(host);
    render(
      <WidgetRoot host={host} config={testConfig()}>
        <ProfileFlow container={host} />
      </WidgetRoot>,
      { container: host },
    );
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/en/login.html');
    expect(target.hash).toContain('expired=true');
    expect(decodeURIComponent(target.hash)).toContain('url=/en/profile.html#/en/profile/personal');
    expect(host.querySelector('h1')).toBeNull();
  });

  it.each([
    ['#/en/profile/password', 'Change password'],
    ['#/en/profile/security-questions', 'Security questions'],
    ['#/en/profile/email-preferences', 'Notification Preferences'],
    ['#/en/profile/sales-team', 'My sales team'],
  ])('%s says honestly that the page comes later, with no form', async (hash, title) => {
    fakeApi();
    const host = await renderProfile(hash);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect((await screen.findByRole('status')).textContent).toContain('Coming in a later release');
    expect(host.querySelector('form, input')).toBeNull();
  });
});

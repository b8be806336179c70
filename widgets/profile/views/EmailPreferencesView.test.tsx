import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriberRecord } from '../../../src/contract/preferences';
import { renderFlow, settle } from '../../../tests/harness/flow';
import { input, jsonApi, subscriberFixture } from '../../email-prefs/test-helpers';
import { ProfileFlow } from '../ProfileFlow';

const PROFILE = {
  firstName: 'Alex', preferredFirstName: null, lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com',
  primaryDealerCode: '1234', primaryAdvisorCode: 'A1234', isInternalUser: false, preRegistered: false, emailPreferencesHash: 'hash-advisor',
};

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The notification page of a signed-in user whose profile is `profile`. */
async function renderPage(l: 'en' | 'fr' = 'en', profile: Record<string, unknown> = PROFILE, record: SubscriberRecord | null = subscriberFixture()) {
  const seen = jsonApi({
    'loggedInStatus/index': { loggedIn: true },
    'changeProfile/index': profile,
    'emailPreferences/renderEmailPreferences': { status: record ? 200 : 404, userInfo: record },
    'emailPreferences/index': { hash: 'hash-advisor', errCode: null, result: 'success' },
  });
  const host = await renderFlow('mi-profile', ProfileFlow, `https://portal.example/${l}/profile.html#/${l}/profile/email-preferences`);
  return { host, seen };
}

const formReady = (host: HTMLElement) => waitFor(() => expect(host.querySelector('input[name="firstName"]')).toBeTruthy());

describe('<mi-profile> /profile/email-preferences', () => {
  it.each(['en', 'fr'] as const)('has no serious or critical axe violations (%s)', async (l) => {
    const { host } = await renderPage(l);
    await formReady(host);
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('is "Notification Preferences" in the profile menu, with the record read by the profile\'s hash and subscription 7', async () => {
    const { host, seen } = await renderPage();
    await formReady(host);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notification Preferences');
    expect(screen.getByRole('link', { name: 'Email notifications' }).getAttribute('aria-current')).toBe('page');
    expect(seen.find((r) => r.path === '/mi/en/emailPreferences/renderEmailPreferences')?.query).toEqual({ ht: 'hash-advisor' });
    const names = Array.from(host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).map((b) => b.name);
    expect(names).toEqual(['SUBSCRIPTION1', 'SUBSCRIPTION2', 'SUBSCRIPTION3', 'SUBSCRIPTION4', 'SUBSCRIPTION6', 'SUBSCRIPTION7', 'OPTOUT']);
    expect(screen.getByLabelText('ETF bi-weekly email')).toBe(input(host, 'SUBSCRIPTION7'));
  });

  it('opts out, then back in: each save posts what the screen shows, 7 included, and says which it was', async () => {
    const answers = [{ hash: 'hash-advisor', errCode: null, result: 'opted-out' }, { hash: 'hash-advisor', errCode: null, result: 'success' }];
    const { host } = await renderPage();
    await formReady(host);
    vi.unstubAllGlobals();
    const posts = jsonApi({ 'loggedInStatus/index': { loggedIn: true }, 'emailPreferences/index': () => answers.shift() });
    fireEvent.click(input(host, 'OPTOUT'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/unsubscribed from all these emails/, { selector: '.mi-notice__body' });
    fireEvent.click(input(host, 'SUBSCRIPTION7'));
    await settle();
    expect(input(host, 'OPTOUT').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    const [out, back] = posts.filter((r) => r.path.endsWith('emailPreferences/index')).map((r) => r.json as SubscriberRecord);
    expect(out?.OPTOUT).toBe(true);
    // Opting out sets every flag to false, 5 (never on a form) too (spec section 4).
    expect(out?.subscriptions.filter((s) => s.isSubscribed).map((s) => s.id)).toEqual([]);
    expect(back?.OPTOUT).toBe(false);
    // Back in: what the screen shows; 5 stays as the opt-out left it (the user never chose it again).
    expect(back?.subscriptions.filter((s) => s.isSubscribed).map((s) => s.id)).toEqual(['SUBSCRIPTION7']);
    expect(back?.subscriptions.find((s) => s.id === 'SUBSCRIPTION5')?.timestamp).toBe(out?.LastModifiedDate);
  });

  it('an internal user chooses emails but cannot change names or language, and is told why', async () => {
    const { host } = await renderPage('en', { ...PROFILE, isInternalUser: true, roleId: 16 });
    await formReady(host);
    expect(input(host, 'firstName').disabled).toBe(true);
    expect(input(host, 'lastName').disabled).toBe(true);
    expect(Array.from(host.querySelectorAll<HTMLInputElement>('input[name="language"]')).every((r) => r.disabled)).toBe(true);
    expect(input(host, 'SUBSCRIPTION1').disabled).toBe(false);
    expect(host.textContent).toContain('Your name and language come from your profile');
  });

  it('a pre-registered user whose registered last name is past the profile\'s 50 characters still saves: locked names are not checked', async () => {
    const long = 'Martin-Delacroix-Beauchemin-Tremblay-Saint-Laurent-Fontaine'; // 59 characters, registration allows 80
    const { host } = await renderPage('en', { ...PROFILE, preRegistered: true, lastName: long }, subscriberFixture({ LASTNAME: long }));
    await formReady(host);
    vi.unstubAllGlobals();
    const posts = jsonApi({ 'loggedInStatus/index': { loggedIn: true }, 'emailPreferences/index': { hash: 'hash-advisor', errCode: null, result: 'success' } });
    fireEvent.click(input(host, 'SUBSCRIPTION2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    expect((posts.find((r) => r.path.endsWith('emailPreferences/index'))?.json as SubscriberRecord).LASTNAME).toBe(long);
  });

  it.each([
    ['a profile without a hash', { ...PROFILE, emailPreferencesHash: null }, subscriberFixture()],
    ['a hash without a record', PROFILE, null],
  ])('%s raises could_not_read_user_info inside the profile layout', async (_case, profile, record) => {
    const { host } = await renderPage('fr', profile, record);
    await screen.findByText(/Nous n’avons pas pu lire les préférences de courriel/);
    expect(host.querySelector('form')).toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});

/**
 * Issue 8's profile pages end to end, once per language, with the keyboard only: log in (the login page
 * then says who is signed in), edit the profile and see it after a reload, switch the role and see the
 * codes appear, change the password through the confirm popup, sign out, see the old password refused and
 * the new one accepted, change the security questions. Then the internal user sees every field disabled
 * with the service desk, and the migrated user is sent to its questions. axe at 1280 and 375 px wide;
 * no console error or CSP violation.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../demo/api/seed-accounts';
import { ROLES, SECURITY_QUESTIONS } from '../../demo/api/seed-data';
import { focusedOnArrival, openPage, seriousViolations, startE2E, type E2E } from './browser';
import { activate, choose, tabTo, typeInto } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});
// Each journey starts signed out: the browser profile (and its session cookie) is shared by the tests.
beforeEach(async () => {
  await e2e.context.clearCookies();
});

type Locale = 'en' | 'fr';
const PRO = 'mi-profile';
const field = (name: string) => `${PRO} [name="${name}"]`;
const save = `${PRO} form button[type="submit"]`;
const menu = (route: string) => `${PRO} nav a[href$="/profile/${route}"]`;

type Texts = {
  profile: { personal: { saved: string }; password: { changed: string }; questions: { saved: string }; readOnly: { internal: string }; migrated: { body: string } };
  login: { signedOut: string; signedIn: { title: string } };
  errors: { codes: Record<string, string> };
  ui: { optional: string };
};
const texts = (l: Locale) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Texts;

/** axe at the desktop and the phone width (the phone menu opened), back to desktop after. */
async function axeAtBothWidths(page: Page): Promise<void> {
  expect(await seriousViolations(page), '1280px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await activate(page, `${PRO} .mi-menu__toggle`);
  await page.waitForSelector(`${PRO} .mi-menu__list--open a`, { state: 'visible' });
  expect(await seriousViolations(page), '375px').toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits until the tag's text contains `text`. */
async function waitForText(page: Page, tag: string, text: string): Promise<void> {
  await page.waitForFunction(([sel, t]) => document.querySelector(sel!)?.textContent?.includes(t!) ?? false, [tag, text] as const, { timeout: 15_000 });
}

/** Waits until a named field holds `value` (the profile shows the stored values in its form). */
async function waitForValue(page: Page, name: string, value: string): Promise<void> {
  await page.waitForFunction(([sel, v]) => (document.querySelector(sel!) as HTMLInputElement | null)?.value === v, [field(name), value] as const, { timeout: 15_000 });
}

/** Picks an option of a select with the keyboard from the top of its list (Home, then the arrows). */
async function chooseFromTop(page: Page, selector: string, label: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.press('Home');
  await choose(page, selector, label);
}

/** Logs in on the login page with the keyboard and waits for the profile. */
async function logIn(page: Page, l: Locale, email: string, password: string): Promise<void> {
  await page.waitForSelector('mi-login:defined [name="emailId"]');
  await typeInto(page, 'mi-login [name="emailId"]', email);
  await typeInto(page, 'mi-login [name="password"]', password);
  await activate(page, 'mi-login button[type="submit"]');
  await page.waitForURL(new RegExp(`/${l}/profile\\.html#/${l}/profile/`));
  await page.waitForSelector(save);
}

describe.each(['en', 'fr'] as const)('profile (%s)', (l) => {
  const account: DemoAccount = l === 'fr' ? DEMO_ACCOUNTS.advisorFr : DEMO_ACCOUNTS.advisorEn;
  const t = texts(l);
  const role = (id: number) => ROLES.find((r) => r.id === id)?.[l] ?? '';

  it('edits the profile, switches the role, changes the password and the questions', async () => {
    const { page, problems } = await openPage(e2e, `/${l}/login.html#/${l}/login`);
    await logIn(page, l, account.email, account.password!);

    // A visitor who still has a session is told so on the login page instead of an empty form.
    await page.goto(`${e2e.base}/${l}/login.html#/${l}/login`);
    await waitForText(page, 'mi-login', account.email);
    expect(await page.locator('mi-login h1').textContent()).toBe(t.login.signedIn.title);
    await activate(page, 'mi-login a[href*="profile/personal"]');
    await page.waitForSelector(save);
    await waitForValue(page, 'emailId', account.email);
    await axeAtBothWidths(page);

    // Edit, save, reload: the saved value is what the page shows.
    await typeInto(page, field('city'), 'Kingston');
    await activate(page, save);
    await waitForText(page, PRO, t.profile.personal.saved);
    await page.reload();
    await waitForValue(page, 'city', 'Kingston');

    // The role decides the codes: optional for role 14, required for role 12 (spec section 5).
    const codesOptional = (optional: string) =>
      page.waitForFunction(
        ([names, word]) => names.every((n) => document.querySelector<HTMLInputElement>(`mi-profile [name="${n}"]`)?.labels?.[0]?.textContent?.includes(word)),
        [['primaryDealerCode', 'primaryAdvisorCode'], optional] as const,
      );
    const codesRequired = (optional: string) =>
      page.waitForFunction(
        ([names, word]) => names.every((n) => { const label = document.querySelector<HTMLInputElement>(`mi-profile [name="${n}"]`)?.labels?.[0]?.textContent; return label !== undefined && !label.includes(word); }),
        [['primaryDealerCode', 'primaryAdvisorCode'], optional] as const,
      );
    await chooseFromTop(page, field('roleId'), role(14));
    await codesOptional(t.ui.optional);
    await chooseFromTop(page, field('roleId'), role(12));
    await codesRequired(t.ui.optional);
    await chooseFromTop(page, field('roleId'), role(10));

    // The password changes only through the confirm popup.
    const fresh = `Fresh${l}2026ok`;
    // The new page's fields arrive with focus already on its heading: the first Tab goes from there.
    const onHeading = await focusedOnArrival(page, field('oldPassword'), `${PRO} h1`);
    await activate(page, menu('password'));
    await page.waitForSelector(field('oldPassword'));
    expect(await onHeading()).toBe(true);
    await typeInto(page, field('oldPassword'), account.password!);
    await typeInto(page, field('newPassword'), fresh);
    await typeInto(page, field('confirmPassword'), fresh);
    await activate(page, save);
    await page.waitForSelector(`${PRO} dialog[open]`);
    expect(await seriousViolations(page)).toEqual([]);
    await activate(page, `${PRO} dialog button.mi-button--primary`);
    await waitForText(page, PRO, t.profile.password.changed);
    expect(await page.evaluate(() => window.localStorage.getItem('logged_in'))).toBe('true');

    // Sign out says so; the old password is refused and the new one accepted.
    await activate(page, `${PRO} .mi-menu__sign-out`);
    await waitForText(page, 'mi-login', t.login.signedOut);
    await typeInto(page, 'mi-login [name="emailId"]', account.email);
    await typeInto(page, 'mi-login [name="password"]', account.password!);
    await activate(page, 'mi-login button[type="submit"]');
    await waitForText(page, 'mi-login', t.errors.codes.login001!);
    await typeInto(page, 'mi-login [name="password"]', fresh);
    await activate(page, 'mi-login button[type="submit"]');
    await page.waitForURL(/profile\/personal/);
    await page.waitForSelector(save);

    // New security questions: the third becomes another question, every answer typed again.
    await activate(page, menu('security-questions'));
    await page.waitForSelector(field('securityAnswer1'));
    expect(await seriousViolations(page)).toEqual([]);
    const other = SECURITY_QUESTIONS.find((q) => !account.questions.some((a) => a.id === q.id))!;
    await chooseFromTop(page, field('securityQuestion3'), other[l].replace(/\u00a0\?$/, ''));
    for (const [n, answer] of [[1, 'Ace'], [2, 'Lee'], [3, 'Paris']] as const) await typeInto(page, field(`securityAnswer${n}`), answer);
    await activate(page, save);
    await waitForText(page, PRO, t.profile.questions.saved);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('profile: unsaved edits stay with their user', () => {
  it('a sign-out forgets them: the next account to sign in in this tab sees its own profile (en)', async () => {
    const [first, next] = [DEMO_ACCOUNTS.advisorEn, DEMO_ACCOUNTS.noCodes];
    // The seed's passwords again (the journeys above changed them).
    expect((await fetch(`${e2e.base}/demo/reset`, { method: 'POST' })).ok).toBe(true);
    const { page, problems } = await openPage(e2e, '/en/login.html#/en/login');
    await logIn(page, 'en', first.email, first.password!);
    await waitForValue(page, 'emailId', first.email);
    await typeInto(page, field('firstName'), 'Leaky');
    await typeInto(page, field('city'), 'LeakCity');
    await activate(page, `${PRO} .mi-menu__sign-out`);
    await page.waitForSelector('mi-login:defined [name="emailId"]');
    await logIn(page, 'en', next.email, next.password!);
    await waitForValue(page, 'emailId', next.email);
    expect(await page.locator(field('firstName')).inputValue()).toBe(next.firstName);
    expect(await page.locator(field('city')).inputValue()).not.toBe('LeakCity');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('profile: the session changing in another tab', () => {
  it('another account signing in there reloads this tab for it, without what was typed; a sign-out there sends it to login (en)', async () => {
    const [first, next] = [DEMO_ACCOUNTS.advisorEn, DEMO_ACCOUNTS.noCodes];
    expect((await fetch(`${e2e.base}/demo/reset`, { method: 'POST' })).ok).toBe(true);
    const a = await openPage(e2e, '/en/login.html#/en/login');
    await logIn(a.page, 'en', first.email, first.password!);
    await waitForValue(a.page, 'emailId', first.email);
    await typeInto(a.page, field('firstName'), 'Leaky');
    // The session ends with no word to this tab (as a timeout would), and another account signs in in a second tab.
    await e2e.context.clearCookies();
    const b = await openPage(e2e, '/en/login.html#/en/login');
    await logIn(b.page, 'en', next.email, next.password!);
    await waitForValue(a.page, 'emailId', next.email);
    expect(await a.page.locator(field('firstName')).inputValue()).toBe(next.firstName);
    // Signed out in the second tab: the first one leaves the signed-in page at once, not at its next check, and
    // says why (a sign-out, not a timeout).
    await activate(b.page, `${PRO} .mi-menu__sign-out`);
    await a.page.waitForURL(/\/en\/login\.html#\/en\/login\?url=.*signedOut=true/);
    await waitForText(a.page, 'mi-login', texts('en').login.signedOut);
    expect([...a.problems, ...b.problems]).toEqual([]);
    await Promise.all([a.page.close(), b.page.close()]);
  });
});

describe('profile: who cannot or must not edit', () => {
  it('the internal user sees every field and button disabled, with the IT service desk (en)', async () => {
    const { page, problems } = await openPage(e2e, '/en/login.html#/en/login');
    await logIn(page, 'en', DEMO_ACCOUNTS.internal.email, DEMO_ACCOUNTS.internal.password!);
    await waitForText(page, PRO, texts('en').profile.readOnly.internal);
    expect(await page.locator(`${PRO} a[href="mailto:servicedesk@example.com"]`).count()).toBe(1);
    expect(await page.locator(`${PRO} a[href="mailto:clientrelations@example.com"]`).count()).toBe(0);
    const enabled = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('mi-profile form input, mi-profile form select, mi-profile form button')].filter((c) => !c.disabled).length);
    expect(enabled).toBe(0);
    await axeAtBothWidths(page);
    await activate(page, menu('password'));
    await waitForText(page, PRO, texts('en').errors.codes.fpwd001!);
    await page.locator(`${save}[disabled]`).waitFor();
    expect(await page.locator(`${save}[disabled]`).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the migrated user is told to reset its questions and sent to them from the other pages (fr)', async () => {
    const { page, problems } = await openPage(e2e, '/fr/login.html#/fr/login');
    await logIn(page, 'fr', DEMO_ACCOUNTS.migrated.email, DEMO_ACCOUNTS.migrated.password!);
    await waitForText(page, PRO, texts('fr').profile.migrated.body);
    await tabTo(page, menu('sales-team'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/profile\/security-questions/);
    await page.waitForSelector(field('securityAnswer1'));
    await waitForText(page, PRO, texts('fr').profile.migrated.body);
    await axeAtBothWidths(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});

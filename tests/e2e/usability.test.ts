/**
 * Issue 11 in the browser: what a careful advisor meets on a phone and with a screen reader. Every field
 * of login, recovery and activation stays usable at 320 px in both languages (the password toggle wraps
 * instead of squeezing its input), nothing scrolls sideways, and axe is clean at 1280 and 320 px. Then
 * the ways forward: steps opened directly, an activation link that is not found, an expired reset link,
 * a login without response (the connect error, not "success"), an accented email, the captcha the
 * product reset, the page title, the terms page.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/api/seed-accounts';
import { client } from '../../demo/api/test-client';
import { lastMailTo, moveClock, openPage, seriousViolations, startE2E, type E2E } from './browser';
import { activate, solveCaptcha, typeInto } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

type Locale = 'en' | 'fr';
const HOUR = 60 * 60 * 1000;
const linkPath = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** An ALTCHA token solved in Node, as the browser widget would (the demo API verifies it for real). */
async function captchaToken(): Promise<string> {
  const c = client(e2e.base);
  const challenge = await c.json<Challenge>(c.get('/mi/api/captcha/challenge'));
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Registers a new advisor through the API and returns the path of the activation link mailed to them. */
async function activationPath(l: Locale, email: string): Promise<string> {
  const c = client(e2e.base);
  const step1 = { firstName: 'Robin', lastName: 'Narrow', roleId: '14', languagePreferenceCode: l, emailId: email, professional: 'true', 'g-recaptcha-response': await captchaToken() };
  expect(await c.json(c.post(`/mi/api/${l}/registrationProcess/register`, step1, 'multipart'))).toMatchObject({ result: 'success' });
  const step2 = { firmName: 'Narrow Screens', addressLine1: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: ' k1a0b1 ', businessPhoneNumber: '(613) 555 0100' };
  expect(await c.json(c.post(`/mi/api/${l}/registrationProcess/addressDetails`, step2, 'multipart'))).toMatchObject({ result: 'success' });
  const link = (await lastMailTo(e2e, email)).links.find((h) => h.includes('activate?code='));
  // Email links are absolute, as a real email's must be.
  expect(link).toMatch(/^https?:\/\//);
  return linkPath(link!);
}

/**
 * Every visible text control of `scope` is usable: at least three quarters of the widget's width (the
 * password toggle wraps under its input instead of squeezing it), and the page does not scroll sideways.
 */
async function fieldsUsable(page: Page, scope: string): Promise<void> {
  const report = await page.evaluate((s) => {
    const root = document.querySelector(s)!;
    const width = root.getBoundingClientRect().width;
    const controls = [...root.querySelectorAll<HTMLElement>('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea')]
      .filter((el) => el.offsetParent !== null && !el.closest('altcha-widget'));
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      narrow: controls.filter((el) => el.getBoundingClientRect().width < width * 0.75).map((el) => `${el.getAttribute('name')}: ${Math.round(el.getBoundingClientRect().width)}px of ${Math.round(width)}`),
      count: controls.length,
    };
  }, scope);
  expect(report.count).toBeGreaterThan(0);
  expect(report.narrow).toEqual([]);
  expect(report.overflow).toBeLessThanOrEqual(0);
}

async function axeAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each(['en', 'fr'] as const)('phone-sized layouts (%s)', (l) => {
  it('login, recovery and activation keep every field usable at 320 px; axe clean at 320 and 1280 px', async () => {
    const { page, problems } = await openPage(e2e, `/${l}/login.html`);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.waitForSelector('mi-login [name="password"]');
    await fieldsUsable(page, 'mi-login');
    // 1280 px: the host-page suite checks the login page at desktop width; the activation page below gets both.
    await axeAt(page, 320);

    await page.goto(`${e2e.base}/${l}/recovery.html`);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.waitForSelector('mi-recovery [name="emailId"]');
    await fieldsUsable(page, 'mi-recovery');
    // Each step says its state in words, not by colour (or a label hidden on phones) alone.
    const states = await page.locator('mi-recovery .mi-steps__item .mi-visually-hidden').allTextContents();
    expect(states.map((s) => s.trim())).toEqual(l === 'fr'
      ? ['(étape en cours)', '(étape à venir)', '(étape à venir)', '(étape à venir)', '(étape à venir)']
      : ['(current)', '(not started)', '(not started)', '(not started)', '(not started)']);
    await axeAt(page, 320);

    await page.goto(`${e2e.base}${await activationPath(l, `narrow-${l}-${Date.now()}@example.com`)}`);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.waitForSelector('mi-registration [name="confirmPassword"]');
    await fieldsUsable(page, 'mi-registration');
    // The terms open in a new tab (the form stays), from the page config's pages.terms.
    const terms = page.locator('mi-registration .mi-terms a');
    expect(await terms.getAttribute('href')).toBe(`/${l}/terms.html`);
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('rel')).toContain('noopener');
    await axeAt(page, 320);
    // An empty submit: the three question selects read apart in the summary.
    await activate(page, 'mi-registration button[type="submit"]');
    const lines = await page.locator('mi-registration .mi-error-summary li').allTextContents();
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.some((t) => t.startsWith(l === 'fr' ? 'Question de sécurité 1' : 'Security question 1'))).toBe(true);
    await axeAt(page, 1280);
    expect(problems).toEqual([]);
    await page.close();

    const termsPage = await openPage(e2e, `/${l}/terms.html`);
    await termsPage.page.setViewportSize({ width: 320, height: 800 });
    await termsPage.page.waitForSelector('main h1');
    expect(await termsPage.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axeAt(termsPage.page, 320);
    expect(termsPage.problems).toEqual([]);
    await termsPage.page.close();
  });
});

describe('display modes (forced colours, text-only zoom)', () => {
  it('the confirmation dialog keeps an edge and the current step its mark in forced colours; a page heading grows with 200% text at 320 px', async () => {
    const { page } = await openPage(e2e, '/en/registration.html');
    await page.locator('mi-registration').getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const edge = () => dialog.evaluate((d) => `${getComputedStyle(d).borderTopStyle} ${getComputedStyle(d).borderTopWidth}`);
    // A shadow is its edge; forced colours drop shadows, and a border takes its place.
    expect(await edge()).toBe('none 0px');
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await edge()).toBe('solid 1px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The current step's filled circle is dropped too: it takes the system's selection colours, unlike the others.
    // (Computed colours still report the page's own: what shows is the forced colour unless the rule opts out.)
    const circles = await page.evaluate(() =>
      [...document.querySelectorAll('mi-registration .mi-steps__item')].map((item) => `${item.classList.contains('mi-steps__item--current')} ${getComputedStyle(item.querySelector('.mi-steps__number') as Element).forcedColorAdjust}`),
    );
    expect(circles).toEqual(['true none', 'false auto', 'false auto', 'false auto', 'false auto']);
    await page.emulateMedia({ forcedColors: 'none' });
    await page.setViewportSize({ width: 320, height: 640 });
    const sizes = () =>
      page.evaluate(() => {
        const px = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).fontSize) : NaN);
        return { heading: px(document.querySelector('mi-registration .mi-page-heading')), text: px(document.querySelector('mi-registration label')) };
      });
    // 24 px at 320 px: the longest French heading word fits unsplit (registration.test.ts checks that).
    expect((await sizes()).heading).toBe(24);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const zoomed = await sizes();
    expect(zoomed.heading).toBeGreaterThanOrEqual(zoomed.text);
    await page.close();
  });
});

describe('no dead ends', () => {
  it('steps opened directly start the flow over; the title says each name once', async () => {
    const { page, problems } = await openPage(e2e, '/en/recovery.html#/en/recovery/success');
    await page.waitForURL(/recovery\/verify-email/);
    await page.waitForSelector('mi-recovery [name="emailId"]');
    expect(await page.locator('mi-recovery').textContent()).not.toContain('Your password has been reset');
    for (const step of ['code-sent', 'reset-password']) {
      await page.goto(`${e2e.base}/en/recovery.html#/en/recovery/${step}`);
      await page.waitForURL(/recovery\/verify-email/);
    }
    await page.goto(`${e2e.base}/en/login.html`);
    await page.waitForSelector('mi-login:defined h1');
    // The title is the screen's own concern, not the heading's: wait for it rather than tie it to the heading's arrival.
    await expect.poll(() => page.title()).toBe('Log in | Advisor portal');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('an activation link that is not found offers to register again and the contacts', async () => {
    const { page, problems } = await openPage(e2e, '/en/registration.html#/en/registration-process/activate?code=bogus');
    await page.waitForSelector('mi-registration [data-status="not-found"]');
    expect(await page.locator('mi-registration a[href$="registration-process/register"]').count()).toBe(1);
    expect(await page.locator('mi-registration a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('an expired reset link offers the request of a new one', async () => {
    const email = DEMO_ACCOUNTS.advisorEn.email;
    const c = client(e2e.base);
    await c.post('/mi/en/forgotPasswordFlow/verifyEmail', { emailId: email, 'g-recaptcha-response': await captchaToken() });
    const link = (await lastMailTo(e2e, email)).links.find((h) => h.includes('recovery/security?code='))!;
    await moveClock(e2e, 7 * HOUR);
    try {
      const { page, problems } = await openPage(e2e, linkPath(link));
      await page.waitForURL(/recovery\/error/, { timeout: 15_000 });
      await activate(page, 'mi-recovery a[href$="recovery/verify-email"]');
      await page.waitForURL(/recovery\/verify-email/);
      await page.waitForSelector('mi-recovery [name="emailId"]');
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await moveClock(e2e, 0);
    }
  });

  it('a login a password manager filled without input events (Chrome before the page is used) signs in as shown', async () => {
    await e2e.context.clearCookies();
    const { page, problems } = await openPage(e2e, '/en/login.html');
    await page.waitForSelector('mi-login:defined [name="emailId"]');
    const { email, password } = DEMO_ACCOUNTS.advisorEn;
    await page.evaluate(([e, p]) => {
      document.querySelector<HTMLInputElement>('mi-login [name="emailId"]')!.value = e!;
      const pw = document.querySelector<HTMLInputElement>('mi-login [name="password"]')!;
      pw.value = p!;
      pw.dispatchEvent(new Event('change', { bubbles: true }));
    }, [email, password ?? ''] as const);
    await activate(page, 'mi-login button[type="submit"]');
    await page.waitForURL(/\/en\/profile\.html/, { timeout: 15_000 });
    expect(problems).toEqual([]);
    await page.close();
    await e2e.context.clearCookies();
  });

  it('a login without response shows the connect error (focus, title, details) and the way back keeps what was typed', async () => {
    const { page, problems } = await openPage(e2e, '/fr/login.html');
    await page.route('**/login/login', (route) => route.abort('connectionrefused'));
    await page.waitForSelector('mi-login:defined [name="emailId"]');
    await typeInto(page, 'mi-login [name="emailId"]', 'conseillere@example.com');
    await typeInto(page, 'mi-login [name="password"]', 'Secret2026!');
    await activate(page, 'mi-login button[type="submit"]');
    await page.waitForFunction(() => document.activeElement?.matches('mi-login h1') && document.activeElement.textContent?.includes('serveur'));
    expect(await page.title()).toBe('Impossible de joindre le serveur | Connexion | Portail des conseillers');
    expect(page.url()).toMatch(/#\/fr\/login$/);
    await activate(page, 'mi-login button[aria-expanded="false"]');
    await page.locator('mi-login .mi-error-page__details').waitFor({ state: 'visible' });
    await activate(page, 'mi-login .mi-error-page .mi-button--primary');
    await page.waitForSelector('mi-login [name="password"]');
    expect(await page.inputValue('mi-login [name="emailId"]')).toBe('conseillere@example.com');
    expect(await page.inputValue('mi-login [name="password"]')).toBe('Secret2026!');
    // The aborted call is the browser's own console error, not the page's.
    expect(problems.filter((p) => !p.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
    await page.close();
  });

  it('an accented email goes to the server (the rules decide); the captcha the product reset is not counted as an error', async () => {
    const { page, problems } = await openPage(e2e, '/fr/recovery.html');
    await page.waitForSelector('mi-recovery [name="emailId"]');
    await typeInto(page, 'mi-recovery [name="emailId"]', ' josé@exemple.ca ');
    await solveCaptcha(page, 'mi-recovery');
    await activate(page, 'mi-recovery button[type="submit"]');
    // The server's answer (no such account), alone in the summary: never the browser's generic refusal.
    const summary = page.locator('mi-recovery .mi-error-summary');
    await summary.waitFor();
    expect(await summary.locator('h2').textContent()).toMatch(/corriger\s1\serreur\s/);
    expect(await summary.textContent()).toContain('Nous n’avons trouvé aucun compte');
    expect(await page.inputValue('mi-recovery [name="emailId"]')).toBe('josé@exemple.ca');
    // Continue again: the captcha the product emptied blocks without an error count; focus goes to its checkbox.
    await activate(page, 'mi-recovery button[type="submit"]');
    await page.waitForFunction(() => document.activeElement?.matches('mi-recovery altcha-widget input[type="checkbox"]'));
    expect(await page.locator('mi-recovery .mi-error-summary').count()).toBe(0);
    expect(await page.locator('mi-recovery .mi-captcha__hint').textContent()).toContain('cochez de nouveau la case');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * Trusted Types on the demo pages (issue 12): the demo server's CSP requires them for scripts and allows
 * only the widgets' `mi-portal` policy and ALTCHA's `svelte-trusted-html`. Every host page, the captcha
 * solved in both languages (its workers are script URLs), raises no violation and no console error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startE2E, type E2E, type WatchedPage } from './browser';
import { solveCaptcha } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // Every securitypolicyviolation event, kept in the page for the assertions (openPage also logs them).
  await e2e.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
});
afterAll(async () => {
  await e2e?.close();
});

/** Opens a page (console errors and violations recorded by openPage, violations also kept in the page). */
// 'commit': signed out, the profile and advisor-forms pages send the browser to login before 'load'.
const openWatched = (path: string): Promise<WatchedPage> => openPage(e2e, path, 'commit');

const violations = (w: WatchedPage) => w.page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? ['no listener']);

// The area pages and what shows that the widget rendered (signed out, profile ends on the login page).
const PAGES = [
  ['login.html', 'mi-login:defined h1'],
  ['registration.html', 'mi-registration h1'],
  ['recovery.html', 'mi-recovery h1'],
  ['profile.html', 'mi-profile h1, mi-login:defined h1'],
  ['contact.html', 'mi-contact h1'],
  ['advisor-forms.html', 'mi-esign h1, mi-login:defined h1, .site-pending'],
  ['email-preferences.html', 'mi-email-prefs h1'],
] as const;

describe('Trusted Types on the demo pages', () => {
  it('the pages are served with Trusted Types required and the two policies named', async () => {
    const csp = (await fetch(`${e2e.base}/en/login.html`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toMatch(/trusted-types mi-portal svelte-trusted-html(;|$)/);
  });

  it('the enforcement is real: an HTML string put into the page is blocked and reported', async () => {
    const w = await openWatched('/en/terms.html');
    await w.page.waitForSelector('main h1');
    const outcome = await w.page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<b>x</b>');
        return 'allowed';
      } catch {
        return 'blocked';
      }
    });
    expect(outcome).toBe('blocked');
    await w.page.waitForFunction(() => ((window as unknown as { __violations?: string[] }).__violations ?? []).length > 0);
    expect((await violations(w))[0]).toContain('require-trusted-types-for');
    await w.page.close();
  });

  it.each(PAGES)('/en/%s renders with no violation and no console error', async (file, rendered) => {
    const w = await openWatched(`/en/${file}`);
    await w.page.waitForSelector(rendered, { timeout: 15_000 });
    await w.page.waitForLoadState('networkidle');
    expect(await violations(w)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.page.close();
  });

  it.each(['en', 'fr'])('/%s/registration.html: the captcha loads and solves (workers) with no violation', async (locale) => {
    const w = await openWatched(`/${locale}/registration.html`);
    const captchaFiles: string[] = [];
    w.page.on('request', (r) => /altcha|FormCaptcha/.test(r.url()) && captchaFiles.push(r.url()));
    // Below the fold of a 720 px window, the captcha waits until the user reaches it (issue 10).
    await w.page.waitForSelector('mi-registration .mi-captcha--pending');
    await w.page.waitForTimeout(300);
    expect(captchaFiles).toEqual([]);
    await w.page.locator('mi-registration .mi-captcha').scrollIntoViewIfNeeded();
    await w.page.waitForSelector('mi-registration altcha-widget input[type="checkbox"]', { timeout: 15_000 });
    await solveCaptcha(w.page, 'mi-registration');
    expect(await violations(w)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.page.close();
  });
});

/**
 * Issue 8's email preferences end to end, once per language, with the keyboard only: open the
 * manage-preferences link that ends an email in the demo mailbox and save without logging in; then log in,
 * opt out on the profile's notification page and opt back in; glance at the sales team. axe runs on each
 * page and state at 1280 and 375 px wide; no console error or CSP violation.
 */
import { readFileSync } from 'node:fs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/api/seed-accounts';
import { client } from '../../demo/api/test-client';
import type { SubscriberRecord } from '../../src/contract/preferences';
import { lastMailTo, openPage, axeCleanAtWidths, startE2E, type E2E } from './browser';
import { activate, tabTo, toggle, typeInto } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

type Locale = 'en' | 'fr';
type Texts = { emailPrefs: { result: { success: string; optedOut: string } } };
const texts = (l: Locale) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Texts;

/** Waits until the tag's text contains `text`. */
async function waitForText(page: Page, tag: string, text: string): Promise<void> {
  await page.waitForFunction(([sel, t]) => document.querySelector(sel!)?.textContent?.includes(t!) ?? false, [tag, text] as const, { timeout: 15_000 });
}

/** The ticked boxes of a form, by name. */
const ticked = (page: Page, tag: string) =>
  page.evaluate((sel) => Array.from(document.querySelectorAll<HTMLInputElement>(`${sel} input[type="checkbox"]`)).filter((b) => b.checked).map((b) => b.name), tag);

/** The subscriber record as the server holds it now. */
async function serverRecord(l: Locale, ht: string): Promise<SubscriberRecord> {
  const c = client(e2e.base);
  const answer = await c.json<{ userInfo: SubscriberRecord }>(c.get(`/mi/${l}/emailPreferences/renderEmailPreferences?ht=${encodeURIComponent(ht)}`));
  return answer.userInfo;
}
const flag = (r: SubscriberRecord, n: number) => r.subscriptions.find((s) => s.id === `SUBSCRIPTION${n}`)?.isSubscribed;

/** An email to the account (a reset request; the server checks the ALTCHA proof, solved here as the browser would). */
async function mailSomethingTo(l: Locale, email: string): Promise<void> {
  const c = client(e2e.base);
  const challenge = await c.json<Challenge>(c.get('/mi/api/captcha/challenge'));
  const solution = await solveChallenge({ challenge, deriveKey });
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await c.json(c.post(`/mi/${l}/forgotPasswordFlow/verifyEmail`, { emailId: email, 'g-recaptcha-response': proof }));
}

describe.each(['en', 'fr'] as const)('email preferences (%s)', (l) => {
  const account = l === 'fr' ? DEMO_ACCOUNTS.advisorFr : DEMO_ACCOUNTS.advisorEn;
  const PUB = 'mi-email-prefs';
  const PRO = 'mi-profile';
  let ht = '';

  it('opens the manage-preferences link from the mailbox and saves without logging in', async () => {
    await mailSomethingTo(l, account.email);
    // The mail may carry the link relative or absolute: open its path on this server either way.
    const href = new URL((await lastMailTo(e2e, account.email)).links.at(-1) ?? '', e2e.base);
    const link = `${href.pathname}${href.search}${href.hash}`;
    expect(link).toMatch(new RegExp(`^/${l}/email-preferences\\.html#/${l}/public/email-preferences\\?ht=`));
    ht = decodeURIComponent(link.split('ht=')[1] ?? '');
    const { page, problems } = await openPage(e2e, link);
    await page.waitForSelector(`${PUB} input[name="firstName"]`);
    expect(await page.locator(`${PUB} input[name="SUBSCRIPTION7"]`).count()).toBe(0);
    expect(await page.locator(`${PUB} dd`).first().textContent()).toBe(account.email);
    await axeCleanAtWidths(page);

    await toggle(page, `${PUB} input[name="SUBSCRIPTION3"]`);
    await typeInto(page, `${PUB} input[name="lastName"]`, `${account.lastName}-Test`);
    await activate(page, `${PUB} button[type="submit"]`);
    // (The saved message is the notice the profile page checks with axe below.)
    await waitForText(page, PUB, texts(l).emailPrefs.result.success);
    const saved = await serverRecord(l, ht);
    expect(flag(saved, 3)).toBe(false);
    expect(saved.LASTNAME).toBe(`${account.lastName}-Test`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('logs in, opts out on the profile page, then opts back in', async () => {
    const { page, problems } = await openPage(e2e, `/${l}/login.html#/${l}/login`);
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.waitForSelector('mi-login:defined input[name="emailId"]');
    await typeInto(page, 'mi-login input[name="emailId"]', account.email);
    await typeInto(page, 'mi-login input[name="password"]', account.password ?? '');
    await activate(page, 'mi-login button[type="submit"]');
    await page.waitForURL(/profile\.html#\/(en|fr)\/profile\/personal/, { timeout: 15_000 });
    await activate(page, `${PRO} a[href$="/profile/email-preferences"]`);
    await page.waitForSelector(`${PRO} input[name="SUBSCRIPTION7"]`, { timeout: 15_000 });
    await axeCleanAtWidths(page);

    // Opting out unticks every subscription on screen; the server answers opted-out.
    await toggle(page, `${PRO} input[name="OPTOUT"]`);
    expect(await ticked(page, PRO)).toEqual(['OPTOUT']);
    await activate(page, `${PRO} button[type="submit"]`);
    await waitForText(page, PRO, texts(l).emailPrefs.result.optedOut);
    await axeCleanAtWidths(page);
    const out = await serverRecord(l, ht);
    expect(out.OPTOUT).toBe(true);
    expect([1, 2, 3, 4, 6, 7].map((n) => flag(out, n))).toEqual([false, false, false, false, false, false]);

    // Ticking one subscription unticks the opt-out; the save is a plain success.
    await toggle(page, `${PRO} input[name="SUBSCRIPTION7"]`);
    expect(await ticked(page, PRO)).toEqual(['SUBSCRIPTION7']);
    await activate(page, `${PRO} button[type="submit"]`);
    await waitForText(page, PRO, texts(l).emailPrefs.result.success);
    const back = await serverRecord(l, ht);
    expect(back.OPTOUT).toBe(false);
    expect(flag(back, 7)).toBe(true);

    // The sales team, from the menu: both lists, each with its links.
    await activate(page, `${PRO} a[href$="/profile/sales-team"]`);
    await page.waitForSelector(`${PRO} .mi-team__member`, { timeout: 15_000 });
    expect(await page.locator(`${PRO} .mi-team__member a[href^="tel:"]`).count()).toBeGreaterThan(1);
    // The photos the directory names load (pixels, no 404); members without one show their initials.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('mi-profile .mi-team__member img')].every((i) => i.complete));
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('mi-profile .mi-team__member')].map((m) => {
        const img = m.querySelector('img');
        return [m.querySelector('h2')?.textContent, img ? img.naturalWidth > 0 : m.querySelector('[role="img"]')?.textContent];
      }),
    );
    expect(cards).toEqual([['Wei Chen', true], ['Priya Nair', 'PN'], ['Claire Tremblay', true], ['Marcus Boyd', 'MB'], ['Sophie Gagnon', true]]);
    await tabTo(page, `${PRO} .mi-team__member a[href^="mailto:"]`);
    await axeCleanAtWidths(page);

    // Sign out from the menu, so the next language starts signed out.
    await activate(page, `${PRO} .mi-menu__sign-out`);
    await page.waitForURL(/login\.html/, { timeout: 15_000 });
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * Back after a sign-out, with the browser's back/forward cache on (as in every browser; Playwright turns it off):
 * a page the cache brings back runs no code of its own, so it would show what its widgets held when it was left
 * (a password typed, a signed-in panel, a session since ended). The loader loads such a page again
 * (src/loader.ts): it holds no password, and a signed-in page finds the session gone and goes to the login page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startE2E, type E2E } from './browser';
import { typeInto } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ backForwardCache: true });
});
afterAll(async () => {
  await e2e?.close();
});

const inputs = (page: Page) =>
  page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('input[name]')].map((i) => [i.name, i.value])));

/** Records, in the tab's storage (which outlives its pages), the paths of the pages the cache brought back. */
async function recordRestored(page: Page): Promise<() => Promise<string | null>> {
  await page.addInitScript(() =>
    addEventListener('pageshow', (e) => e.persisted && sessionStorage.setItem('test:restored', `${sessionStorage.getItem('test:restored') ?? ''} ${location.pathname}`)),
  );
  return () => page.evaluate(() => sessionStorage.getItem('test:restored'));
}

async function signIn(page: Page): Promise<void> {
  await page.waitForSelector('mi-login:defined button[type="submit"]:not([disabled])');
  await typeInto(page, 'mi-login [name="emailId"]', 'advisor@example.com');
  await typeInto(page, 'mi-login [name="password"]', 'Advisor2026!');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/profile\.html/);
}

/**
 * Signs out from the profile page once its data came: a call still out when the session ends would be refused
 * (a 403 in the console, as the page leaves).
 */
async function signOutFromProfile(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(document.querySelector('mi-profile [name="firstName"]') as HTMLInputElement | null)?.value);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.waitForURL(/signedOut=true/);
}

describe('back/forward cache', () => {
  it('Back after a sign-out brings back neither the password typed to sign in nor a signed-in page', async () => {
    const { page, problems } = await openPage(e2e, '/en/login.html');
    const restored = await recordRestored(page);
    await page.reload();
    await signIn(page);
    await page.goto(`${e2e.base}/en/advisor-forms.html`);
    await page.waitForSelector('mi-esign [name="fundId"]');
    await page.goto(`${e2e.base}/en/profile.html`);
    await signOutFromProfile(page);

    // Back: the e-signature page, from the cache (the profile page was replaced by the login page). It loads again,
    // finds no session and is replaced by the login page; the same for the first profile page.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(/\/en\/login\.html#\/en\/login\?url=%2Fen%2Fadvisor-forms\.html/);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(/\/en\/login\.html#\/en\/login\?url=%2Fen%2Fprofile\.html/);
    // Back once more: the login page the password was typed in comes back from the cache, and loads again without it.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(/\/en\/login\.html#\/en\/login$/, { waitUntil: 'commit' });
    await page.waitForSelector('mi-login:defined button[type="submit"]:not([disabled])');
    expect((await inputs(page)).password).toBe('');
    expect(await restored()).toBe(' /en/advisor-forms.html /en/profile.html /en/login.html');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a form with its leave guard on loads again without asking, and what was typed comes back from its draft', async () => {
    const { page, problems } = await openPage(e2e, '/en/registration.html');
    const restored = await recordRestored(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.waitForSelector('mi-registration:defined [name="firstName"]');
    await typeInto(page, 'mi-registration [name="firstName"]', 'Ada');
    // The leave guard is on once the render's effects ran (preact runs them in a task after the next frame).
    for (let frame = 0; frame < 2; frame += 1) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    // Leaving asks (the form has progress): the user leaves.
    await page.goto(`${e2e.base}/en/contact.html`);
    await page.waitForSelector('mi-contact:defined [name="firstName"]');
    expect(dialogs).toEqual(['beforeunload']);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (document.querySelector('mi-registration [name="firstName"]') as HTMLInputElement | null)?.value === 'Ada');
    expect(await restored()).toContain('/en/registration.html');
    // The reload asked nothing: the guard would have asked whether to reload, over a form already emptied.
    expect(dialogs).toEqual(['beforeunload']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("Back after a sign-out does not bring back the login page's signed-in panel", async () => {
    const { page, problems } = await openPage(e2e, '/en/login.html');
    const restored = await recordRestored(page);
    await page.reload();
    await signIn(page);
    // Signed in, the login page says who is signed in; its link leads on to the profile, which signs out.
    await page.goto(`${e2e.base}/en/login.html`);
    await page.getByText('You are signed in as').waitFor();
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await page.waitForURL(/\/en\/profile\.html/);
    await signOutFromProfile(page);

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(/\/en\/login\.html#\/en\/login$/, { waitUntil: 'commit' });
    await page.waitForSelector('mi-login:defined button[type="submit"]:not([disabled])');
    expect(await page.getByText('You are signed in as').count()).toBe(0);
    expect(await restored()).toContain('/en/login.html');
    expect(problems).toEqual([]);
    await page.close();
  });
});

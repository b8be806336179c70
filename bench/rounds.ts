/**
 * Request rounds on paths past a first screen that advisors take every day (part of `npm run bench`): a request
 * started only after another one answered waited for it, so a chain of them is a chain of round trips (slow 4G:
 * 150 ms each before any byte). Counted in Chromium at 4x CPU and slow 4G, cold, from the path's start to the
 * moment its screen is usable: the widget's files (/mi-portal/) and the API calls (/mi/) together.
 */
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../demo/api/seed-accounts';
import { CHROMIUM } from '../tests/e2e/browser';
import { ARGS, countRounds, CPU_SLOWDOWN, SLOW_4G, type Span } from './load-time';

/** One measured path: request rounds and milliseconds from its start to its end. */
export interface RoundsSample {
  what: string;
  rounds: number;
  ms: number;
}

/** Records the widget's and the API's finished requests of `page`. */
function recordSpans(page: Page): Span[] {
  const spans: Span[] = [];
  page.on('requestfinished', (request: Request) => {
    if (!/^\/(mi-portal|mi)\//.test(new URL(request.url()).pathname)) return;
    const timing = request.timing();
    spans.push({ start: timing.startTime, end: timing.startTime + timing.responseEnd });
  });
  return spans;
}

// Cold: a signed-in path's context visited the login page, whose files (cached immutable) would answer at once.
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

const advisor = DEMO_ACCOUNTS.advisorEn;

async function fillLogin(page: Page): Promise<void> {
  // Typed once the widget has taken the prerendered screen over (widgets/login/shell.ts), as the path was measured
  // before it: typed earlier, the submit engine comes with the takeover, and a click right after it may wait for it.
  await page.locator('mi-login:defined input[name="emailId"]').waitFor();
  await page.locator('mi-login input[name="emailId"]').fill(advisor.email);
  await page.locator('mi-login input[name="password"]').fill(advisor.password ?? '');
}

/** Rounds and time of `run` on a new throttled page of `context` (signed in or not, as it was made). */
async function measure(context: BrowserContext, what: string, run: (page: Page, spans: Span[]) => Promise<{ from: number; to: number }>): Promise<RoundsSample> {
  const page = await context.newPage();
  await throttle(context, page);
  const spans = recordSpans(page);
  const { from, to } = await run(page, spans);
  return { what, rounds: countRounds(spans.filter((s) => s.start >= from && s.start <= to)), ms: to - from };
}

/** The three paths, each in a fresh browser context. */
export async function pathRounds(base: string): Promise<RoundsSample[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const out: RoundsSample[] = [];
  const fresh = async (signedIn: boolean) => {
    const context = await browser.newContext();
    if (signedIn) {
      const page = await context.newPage();
      await page.goto(`${base}/en/login.html`);
      await fillLogin(page);
      await page.locator('mi-login button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login.html'));
      await page.close();
    }
    return context;
  };
  try {
    let context = await fresh(false);
    out.push(
      await measure(context, 'reset link (expired code) -> its error page', async (page) => {
        const from = Date.now();
        await page.goto(`${base}/en/recovery.html#/en/recovery/security?code=expired-link`);
        await page.locator('mi-recovery h1', { hasText: 'We could not reset your password' }).waitFor();
        return { from, to: Date.now() };
      }),
    );
    await context.close();

    context = await fresh(true);
    out.push(
      await measure(context, 'profile, signed in -> personal form with its lists', async (page) => {
        const from = Date.now();
        await page.goto(`${base}/en/profile.html#/en/profile/personal`);
        await page.locator('mi-profile select[name="roleId"] option').nth(1).waitFor({ state: 'attached' });
        return { from, to: Date.now() };
      }),
    );
    await context.close();

    context = await fresh(false);
    out.push(
      await measure(context, 'login with a return URL: click -> next page asked for', async (page) => {
        await page.goto(`${base}/en/login.html#/en/login?url=${encodeURIComponent('/en/contact.html')}`);
        await fillLogin(page);
        const from = Date.now();
        const next = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/en/contact.html'));
        await page.locator('mi-login button[type="submit"]').click();
        await next;
        return { from, to: Date.now() };
      }),
    );
    await context.close();
  } finally {
    await browser.close();
  }
  return out;
}

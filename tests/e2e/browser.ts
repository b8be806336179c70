/**
 * End-to-end harness: Debian's Chromium driven by playwright-core (never a downloaded browser), the
 * demo API and site served in-process on a random port, each file's server on its own copy of the run's seeded
 * database (tests/harness/demo-db.ts), and a page wrapper
 * that records console errors and CSP violations so every test can assert there were none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { expect } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freshDataDir } from '../harness/demo-db';

/** Chromium from Debian (`apt-get install chromium`); override with CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium floods the closed network with refused connections.
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** A running browser plus the demo server it talks to. */
export interface E2E {
  base: string;
  context: BrowserContext;
  close: () => Promise<void>;
}

/**
 * Starts the demo server (a fresh copy of the seeded database, test hooks on) and a fresh Chromium profile.
 * `backForwardCache`: keep Chromium's back/forward cache on, as every browser has it (Playwright turns it off).
 */
export async function startE2E({ backForwardCache = false } = {}): Promise<E2E> {
  const { startDemoServer } = await import('../../demo/api/server');
  // The captcha is verified for real (ALTCHA proof of work in the browser, checked by the demo API).
  const db = await freshDataDir();
  const server = await startDemoServer({ port: 0, dataDir: db.dataDir, testHooks: true, captcha: 'required' });
  const profile = mkdtempSync(join(tmpdir(), 'mi-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: ARGS, locale: 'en-CA', ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
  return {
    base: server.url,
    context,
    async close() {
      await context.close();
      await server.close();
      await db.remove();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A page that remembers every console error, page error and CSP violation. */
export interface WatchedPage {
  page: Page;
  problems: string[];
}

/** Opens a page that records problems; call `expect(problems).toEqual([])` at the end of a test. */
export async function openPage(e2e: E2E, path: string, waitUntil: 'load' | 'commit' = 'load'): Promise<WatchedPage> {
  const page = await e2e.context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  // 'commit' for a page that may send the browser on (the session gate redirects before 'load' fires,
  // which would make goto fail with "interrupted by another navigation").
  await page.goto(`${e2e.base}${path}`, { waitUntil });
  return { page, problems };
}

/**
 * Runs axe on the whole page and returns the serious and critical violations (ids and targets), for a
 * readable failure. axe's source goes into a document once and stays for its later checks (hash routes,
 * viewport widths): evaluating its 0.5 MB for every check, and @axe-core/playwright's extra blank page to
 * merge per-frame results, took ~1.4 s a check against ~0.07 s for the run itself (over a hundred checks a
 * suite). Our pages have no frames. A frame present at the check gets axe too (any origin may answer, as
 * @axe-core/playwright allowed) and is tested through the top document's run; a frame axe could not test
 * (`frame-tested`) is reported as a failure rather than skipped.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  }
  const { violations, untested } = await page.evaluate(async () => {
    const { axe: run } = window as unknown as { axe: typeof axe };
    const results = await run.run(document, { resultTypes: ['violations'] });
    return {
      violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) })),
      // resultTypes trims the other types' nodes, not the rules listed.
      untested: results.incomplete.some((r) => r.id === 'frame-tested'),
    };
  });
  // axe leaves text whose colour is its background's (1:1) as "needs review", not a violation: a button that is a
  // link (a.mi-button) once took the links' colour on the primary blue. Its label must stand out.
  const unreadable = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mi-button')]
      .filter((b) => b.offsetParent !== null && getComputedStyle(b).color === getComputedStyle(b).backgroundColor)
      .map((b) => `button-label-unreadable: ${b.textContent ?? ''}`),
  );
  return [
    ...unreadable,
    ...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`),
    ...(untested ? ['frame-tested: a frame of the page could not be tested'] : []),
  ];
}

/** axe on the current state at each width (WCAG reflow at the phone width), then back to the desktop width. */
export async function axeCleanAtWidths(page: Page, widths: readonly number[] = [1280, 375]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Latest mailbox entry for an address. */
export async function lastMailTo(e2e: E2E, to: string): Promise<{ subject: string; text: string; links: string[] }> {
  const response = await fetch(`${e2e.base}/demo/mailbox.json`);
  const mails = (await response.json()) as Array<{ to: string; subject: string; text: string; links: string[] }>;
  const mine = mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const last = mine[mine.length - 1];
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}

/** Moves the demo API clock (test hook). */
export async function moveClock(e2e: E2E, offsetMs: number): Promise<void> {
  const response = await fetch(`${e2e.base}/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
  if (!response.ok) throw new Error(`clock hook answered ${response.status}`);
}

/**
 * Watches for the first element matching `selector` to appear and records whether focus was, in that
 * moment, on it or a control inside it, or (given `focusSelector`) on an element matching that (a new
 * screen's heading when its fields arrive). A mutation observer runs right after the task that inserted the
 * element. Focus moved a frame later (a passive effect) leaves a window in which a key lands in the old
 * place: that reads false here every time, where a check after waiting for the element fails only now and then.
 */
export async function focusedOnArrival(page: Page, selector: string, focusSelector?: string): Promise<() => Promise<boolean | null>> {
  const key = `__miFocused${Math.random().toString(36).slice(2)}`;
  await page.evaluate(([sel, k, focusSel]) => {
    const store = window as unknown as Record<string, boolean | undefined>;
    const observer = new MutationObserver(() => {
      const el = document.querySelector(sel!);
      if (!el) return;
      const active = document.activeElement;
      store[k!] = focusSel ? (active?.matches(focusSel) ?? false) : el.contains(active);
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true });
  }, [selector, key, focusSelector ?? ''] as const);
  return () => page.evaluate((k) => (window as unknown as Record<string, boolean | undefined>)[k] ?? null, key);
}

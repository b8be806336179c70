/**
 * The browser half of `npm run bench`: Chromium (playwright-core) on the demo server, with the CPU slowed 4x
 * and, for page loads, a slow 4G link (150 ms round trip, 1.6 Mbit/s down) emulated through CDP; the demo
 * server compresses as a CDN would. Every load is cold (a new browser context: no cache, no cookies).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/browser';

/** Slow 4G as issue 10 states it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** CPU slowdown of an office laptop or a phone against this machine. */
export const CPU_SLOWDOWN = 4;

export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

// Runs in the page from its first script: resolves `__miEmailReady` with the time (ms since navigation start)
// of the first frame whose email field is in the page, laid out, visible and enabled. A frame callback runs
// only once the page may render, so a field waiting for its stylesheet does not count yet.
const EMAIL_READY = `window.__miEmailReady = new Promise((done) => {
  const check = () => {
    const field = document.querySelector('input[name="emailId"]');
    if (field && !field.disabled && field.getClientRects().length > 0 && getComputedStyle(field).visibility !== 'hidden') done(performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});`;

// Runs in the page from its first script: times each customElements.define. Defining a tag upgrades the elements
// already in the page, and r2wc mounts in connectedCallback, so a widget's define holds its first render (the
// module evaluation before it does not count), and its end is when the widget took the page's prerendered first
// screen over (widgets/login/shell.ts: from then on the form can be sent). `rendered` says whether the element
// held the widget's render when define returned (content, and no button the prerendered screen disables): if
// mounting ever moved out of define, the times would no longer hold the render.
// `__miLoginDefined` resolves once <mi-login> is: waiting on it polls nothing in the page (a wait that ran a check
// every frame kept the main thread busy until the takeover and delayed it by 200-270 ms at 4x CPU).
const DEFINE_TIME = `window.__miDefine = {};
let loginDefined;
window.__miLoginDefined = new Promise((resolve) => { loginDefined = resolve; });
const define = customElements.define.bind(customElements);
customElements.define = (name, constructor, options) => {
  const start = performance.now();
  define(name, constructor, options);
  const end = performance.now();
  const el = document.querySelector(name);
  window.__miDefine[name] = { ms: end - start, end, rendered: !!el && el.firstElementChild !== null && !el.querySelector('button[disabled]') };
  if (name === 'mi-login') loginDefined();
};`;

/** A page in a fresh context with the CPU slowed and, when `network`, slow 4G. */
export async function throttledPage(browser: Browser, network: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { page, close: () => context.close() };
}

/** One cold load of a page with an email field: when the field was usable, and the round trips before it. */
export interface LoadSample {
  /** Navigation start to the first frame with the email field visible and enabled (one can type in it). */
  ms: number;
  /**
   * Navigation start to the end of `<mi-login>`'s first render: when the widget has taken the prerendered first
   * screen over and the form can be sent; undefined on a page without one.
   */
  takeoverMs?: number;
  /**
   * Sequential request rounds for the page's own files (/mi-portal/) after the HTML, up to the usable field or,
   * on the widget's page, up to the takeover (what the form needs to be sent).
   */
  roundTrips: number;
  /**
   * Main-thread time of the first render of the page's `<mi-login>` (its customElements.define: upgrade,
   * connectedCallback, first render); undefined on a page without one. It holds none of the network's variation,
   * which moves `ms` by ±100 ms between runs: the measure to compare for a change to the first render's code.
   */
  firstRenderMs?: number;
}

/** A finished request: when it started and answered (ms, any one clock). */
export interface Span {
  start: number;
  end: number;
}

/** Rounds of `spans`: a span starts a new round after the latest round that had answered when it started. */
export function countRounds(spans: readonly Span[]): number {
  const done: { end: number; round: number }[] = [];
  let most = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const round = 1 + Math.max(0, ...done.filter((d) => d.end <= span.start).map((d) => d.round));
    done.push({ end: span.end, round });
    most = Math.max(most, round);
  }
  return most;
}

/**
 * Request rounds after the HTML among the widget's files fetched before `until` (countRounds with the HTML as
 * its first round).
 */
async function roundTrips(page: Page, until: number): Promise<number> {
  const { html, files } = await page.evaluate((end) => {
    const doc = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const mine = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => new URL(r.name).pathname.startsWith('/mi-portal/') && r.startTime < end,
    );
    return { html: { start: 0, end: doc.responseEnd }, files: mine.map((r) => ({ start: r.startTime, end: r.responseEnd })) };
  }, until);
  return Math.max(0, countRounds([html, ...files]) - 1);
}

/** One cold load of `url` (a page with an email field) in a fresh throttled context. */
export async function loadOnce(browser: Browser, url: string): Promise<LoadSample> {
  const { page, close } = await throttledPage(browser, true);
  try {
    await page.addInitScript(EMAIL_READY);
    await page.addInitScript(DEFINE_TIME);
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await page.evaluate(() => (window as unknown as { __miEmailReady: Promise<number> }).__miEmailReady);
    // The prerendered screen is usable before the widget has run: wait for the widget too (the plain page's
    // <mi-login> has no loader to define it).
    await page.evaluate(() => {
      const page = window as unknown as { __miLoginDefined: Promise<void> };
      return document.querySelector('script[src$="/mi-portal.js"]') ? page.__miLoginDefined : undefined;
    });
    const login = await page.evaluate(() => (window as unknown as { __miDefine: Record<string, { ms: number; end: number; rendered: boolean }> }).__miDefine['mi-login']);
    if (login && !login.rendered) throw new Error('<mi-login> did not hold its render when its define returned: the first-render time would not hold the render');
    return { ms, takeoverMs: login?.end, roundTrips: await roundTrips(page, Math.max(ms, login?.end ?? 0)), firstRenderMs: login?.ms };
  } finally {
    await close();
  }
}

/** Cold loads of the widget's login page and of the plain-HTML form, taken in turns, `runs` of each. */
export async function loadTimes(base: string, runs: number): Promise<{ widget: LoadSample[]; plain: LoadSample[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const widget: LoadSample[] = [];
  const plain: LoadSample[] = [];
  try {
    // One unmeasured load of each warms the server's compression cache and Chromium itself.
    await loadOnce(browser, `${base}/en/login.html`);
    await loadOnce(browser, `${base}/en/login-plain.html`);
    for (let i = 0; i < runs; i += 1) {
      widget.push(await loadOnce(browser, `${base}/en/login.html`));
      plain.push(await loadOnce(browser, `${base}/en/login-plain.html`));
    }
  } finally {
    await browser.close();
  }
  return { widget, plain };
}

// Runs in the page: for each keystroke, the time from its keydown to the end of the task that handled its
// input event (the field's onInput, the store update and preact's re-render, which runs in that task's
// microtasks): when the browser may paint the re-rendered field. A message posted from the input event runs
// right after that task. Input without a keydown is not a keystroke.
// Beside it, the script's share: from the input event reaching the document (this capturing listener runs
// before the field's own) to the end of the microtasks its handlers queued (preact re-renders in one). The
// microtasks of a listener of a real event run before the next listener, so when the bubbling window listener
// runs they are done; the few microtasks it queues itself let other window listeners' ones finish too. It leaves
// out what the browser does for any field (the key's dispatch, the edit, the frame that paints it), which the
// first measure holds, and keydown handlers. Playwright's fill('') between words presses Delete when the field
// holds text: a keystroke like any other.
const KEY_LATENCY = `window.__miKeys = [];
window.__miScript = [];
let down = 0;
let handled = 0;
document.addEventListener('keydown', (e) => { down = e.timeStamp; }, true);
document.addEventListener('input', () => {
  if (!down) return;
  const start = down;
  handled = performance.now();
  down = 0;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => window.__miKeys.push(performance.now() - start);
  channel.port2.postMessage(0);
}, true);
window.addEventListener('input', () => {
  if (!handled) return;
  const from = handled;
  handled = 0;
  queueMicrotask(() => queueMicrotask(() => queueMicrotask(() => window.__miScript.push(performance.now() - from))));
});`;

/** Where keystrokes are measured: a page and its text fields (typed in turns). */
export interface KeystrokeTarget {
  path: string;
  fields: readonly string[];
}

/** Registration step 1's first and last name: issue 10's keystroke measure. */
export const REGISTRATION_NAMES: KeystrokeTarget = {
  path: '/en/registration.html',
  fields: ['firstName', 'lastName'].map((name) => `mi-registration input[name="${name}"]`),
};
/**
 * The same kind of text field as plain HTML with no script (the login form's email field of
 * /en/login-plain.html): what the browser itself takes per key on this machine, the floor of the measure.
 */
export const PLAIN_FIELD: KeystrokeTarget = { path: '/en/login-plain.html', fields: ['input[name="emailId"]'] };

/** One sample per key: keydown to the end of the task that handled its input (`keys`), and the page's script part of it (`script`, KEY_LATENCY). */
export interface KeySamples {
  keys: number[];
  script: number[];
}

/** Keystroke to re-rendered field on `target`'s fields at 4x CPU. */
export async function keystrokeLatencies(base: string, keys: number, target: KeystrokeTarget = REGISTRATION_NAMES): Promise<KeySamples> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const { page, close } = await throttledPage(browser, false);
    await page.addInitScript(KEY_LATENCY);
    await page.goto(`${base}${target.path}`);
    const fields = target.fields.map((selector) => page.locator(selector));
    await fields[0]?.waitFor();
    const text = 'Alexandrine Beauchemin-Tremblay';
    // A few keys first: the first one pays for code paths the later ones find warm.
    await fields[0]?.pressSequentially('Ab', { delay: 40 });
    // Their samples land a task after their input: let them in before clearing, or one is counted as measured.
    await page.waitForTimeout(200);
    await page.evaluate(() => {
      const w = window as unknown as { __miKeys: number[]; __miScript: number[] };
      w.__miKeys.length = 0;
      w.__miScript.length = 0;
    });
    for (let typed = 0, field = 0; typed < keys; field += 1) {
      const input = fields[field % fields.length];
      const chunk = text.slice(0, Math.min(text.length, keys - typed));
      await input?.fill('');
      await input?.pressSequentially(chunk, { delay: 60 });
      typed += chunk.length;
    }
    await page.waitForTimeout(200);
    const samples = await page.evaluate(() => {
      const w = window as unknown as { __miKeys: number[]; __miScript: number[] };
      return { keys: w.__miKeys.slice(), script: w.__miScript.slice() };
    });
    await close();
    return samples;
  } finally {
    await browser.close();
  }
}

/** The `p`th percentile (nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

// Shared test setup, evaluated again before every test file (vitest globals are off).
import { afterAll, afterEach, vi } from 'vitest';

// The unit project shares one worker (and one happy-dom window) between files (isolate: false): a fresh
// process per file cost ~0.6 s of CPU each, mostly loading happy-dom. So each file starts as a fresh
// process would: project modules evaluated anew (module-level state such as stores), no stubs or fake
// timers left over, and an empty page at the starting URL without the bundles' page-wide registries.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof document !== 'undefined') freshPage();

// preact/hooks runs effects after the next frame (requestAnimationFrame raced with a timeout). happy-dom
// paints nothing, so tests had to sleep for it; here effects run at the next microtask, right after the
// render that queued them, and `settle()` only has to drain promises. (Renders are already a microtask:
// preact's default `debounceRendering` is Promise.then.) act() from preact/test-utils swaps this hook
// for its own flush and restores it afterwards. Imported after the reset so the test file shares it.
const { options } = await import('preact');
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// The server codes' messages load with the first coded answer (src/i18n/deferredMessages.ts); under vitest that
// is a read of the whole locale file, slower than the turns `settle()` waits for a stubbed call. Loaded here,
// as a page that already had such an answer; src/i18n/deferredMessages.test.ts tests the loading itself.
if (typeof document !== 'undefined') {
  const { loadCodeMessages } = await import('../src/i18n/deferredMessages');
  await Promise.all([loadCodeMessages('en'), loadCodeMessages('fr')]);
  // Likewise the submit engine a form loads with its first keystroke (src/flow/engine.ts), as on a page
  // where the user typed before submitting; src/flow/engine.test.tsx tests a submit that has to wait for it.
  const { loadEngine } = await import('../src/flow/engine');
  await loadEngine();
}

// What the loader (src/loader.ts) answers on every page: the chunks' reload requests (its 60 s throttle) and
// their missing-setting reports (one console error each). Fresh for each file, as on a fresh page.
if (typeof document !== 'undefined') {
  const { answerReloads } = await import('../src/runtime/reload');
  const { logSettingReports } = await import('../src/config/missing');
  const stops = [answerReloads(document), logSettingReports(document)];
  afterAll(() => stops.forEach((stop) => stop()));
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/preact');
    cleanup();
    // A draft save still pending (src/element/draft.ts, saveDraftSoon) is the test's own: written now and
    // emptied with the test's storage, not written into the next test's (this runs after a file's afterEach).
    const { flushDrafts } = await import('../src/element/draft');
    flushDrafts();
    window.sessionStorage.clear();
    // What the tabs tell each other (a sign-out's session signal) is one test's too: the next test's redirect reads it.
    window.localStorage.clear();
  }
});

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

/** Empties what a previous file in the same worker may have left in the page, storage and URL. */
function freshPage(): void {
  // The URL the environment started at, remembered by the first file of this worker.
  const key = Symbol.for('mi-portal.tests.start-url');
  const store = globalThis as unknown as Record<symbol, string | undefined>;
  store[key] ??= window.location.href;
  (window as unknown as HappyWindow).happyDOM?.setURL(store[key]);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Page-wide registries the bundles keep on globalThis (e.g. settings already reported as missing).
  for (const symbol of Object.getOwnPropertySymbols(globalThis)) {
    if (symbol !== key && symbol.description?.startsWith('mi-portal.')) delete (globalThis as Record<symbol, unknown>)[symbol];
  }
}

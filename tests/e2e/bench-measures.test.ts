/**
 * The bench's load measure in a real browser (bench/load-time.ts loadOnce, as `npm run bench` and `bench:ab` take
 * it): on the login page it finds the usable (prerendered) email field, then times the widget's takeover and
 * <mi-login>'s first render inside it; on the plain HTML form there is no widget to time. loadOnce throws if the
 * element did not hold the widget's render when its define returned, so a mount that moved out of define cannot
 * leave the bench timing nothing. The keystroke measure counts every key and the script's part of it.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGS, keystrokeLatencies, loadOnce, percentile, PLAIN_FIELD } from '../../bench/load-time';
import { freshDataDir } from '../harness/demo-db';
import { CHROMIUM } from './browser';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let db: Awaited<ReturnType<typeof freshDataDir>>;
beforeAll(async () => {
  const { startDemoServer } = await import('../../demo/api/server');
  db = await freshDataDir();
  // Production settings, as the bench runs it (no test hooks).
  server = await startDemoServer({ port: 0, dataDir: db.dataDir, testHooks: false });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await db?.remove();
});

describe('the bench load measure', () => {
  it("times the login page's usable field, the widget's takeover and, within it, <mi-login>'s first render", async () => {
    const sample = await loadOnce(browser, `${server.url}/en/login.html`);
    // The prerendered field is usable with the page, before the widget has run; the widget takes over later.
    expect(sample.ms).toBeGreaterThan(0);
    expect(sample.takeoverMs).toBeGreaterThan(sample.ms);
    // The widget's files came at least one round after the HTML.
    expect(sample.roundTrips).toBeGreaterThanOrEqual(1);
    expect(sample.firstRenderMs).toBeGreaterThan(0);
    // The first render (a duration) ends at the takeover, and began after the prerendered field was usable: the
    // widget's files came over the network after the page.
    expect((sample.takeoverMs ?? 0) - (sample.firstRenderMs ?? 0)).toBeGreaterThan(sample.ms);
  });

  it('times no first render and no takeover on the plain HTML form, which has no widget', async () => {
    const sample = await loadOnce(browser, `${server.url}/en/login-plain.html`);
    expect(sample.ms).toBeGreaterThan(0);
    expect(sample.firstRenderMs).toBeUndefined();
    expect(sample.takeoverMs).toBeUndefined();
  });
});

describe('the bench keystroke measure', () => {
  it("times every key, and within it the page's script: real work on registration, next to none on a plain field", async () => {
    const [registration, plain] = [await keystrokeLatencies(server.url, 12), await keystrokeLatencies(server.url, 12, PLAIN_FIELD)];
    for (const samples of [registration, plain]) {
      // The 12 keys typed, and the Delete that clears the field first (Playwright's fill('')).
      expect(samples.keys).toHaveLength(13);
      expect(samples.script).toHaveLength(13);
      // The script's part is a part of its key.
      samples.script.forEach((ms, i) => expect(ms).toBeLessThanOrEqual(samples.keys[i] ?? 0));
    }
    // Registration re-renders its field on every key (4x CPU); a field with no script has only the measure's own microtasks.
    expect(percentile(registration.script, 50)).toBeGreaterThan(percentile(plain.script, 50) + 0.5);
  });
});

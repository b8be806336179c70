import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/browser';

/**
 * Median time from the loader's script response to an interactive <mi-login> (its email input present
 * and enabled), in Chromium with 4x CPU throttling, over `runs` cold page loads.
 */
export async function timeToInteractiveLogin(runs = 7): Promise<{ median: number; samples: number[] }> {
  const { startDemoServer } = await import('../demo/api/server');
  const server = await startDemoServer({ port: 0, dataDir: 'memory', testHooks: false });
  const profile = mkdtempSync(join(tmpdir(), 'mi-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.url}/en/login.html`);
      await page.waitForSelector('mi-login input[name="emailId"]:not([disabled])');
      const ms = await page.evaluate(() => {
        const loader = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/mi-portal.js')) as PerformanceResourceTiming | undefined;
        return performance.now() - (loader?.responseEnd ?? 0);
      });
      samples.push(Math.round(ms));
      await page.close();
    }
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, samples };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_PAGES } from '../../demo/site/pages';
import { openPage, seriousViolations, startE2E, type E2E } from './browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const pages = ['en', 'fr'].flatMap((locale) => HOST_PAGES.map((p) => ({ locale, page: p, path: `/${locale}/${p.file === 'index.html' ? '' : p.file}` })));

describe('every host page, both languages', () => {
  it.each(pages)('$path loads under the CSP with no console error and no serious axe violation', async ({ locale, path, page: host }) => {
    // 'commit': the home page and the signed-out area pages send the browser on before 'load'.
    const { page, problems } = await openPage(e2e, path, 'commit');
    if (host.pending) {
      // The flow comes with its own issue: the loader leaves the tag undefined and the host page says so.
      await page.waitForSelector('.site-pending');
      expect(await page.evaluate((tag) => customElements.get(tag) === undefined, host.tag ?? '')).toBe(true);
    } else if (host.content) {
      // A content page of the host site (the terms): its own heading, no widget.
      await page.waitForSelector('main h1');
    } else if (host.tag) {
      // Signed-out visits to the profile end on the login page (session gate); either way a widget renders a heading.
      await page.waitForSelector(`${host.tag}:defined h1, mi-login:defined h1`, { timeout: 15_000 });
    } else {
      // The home page is the '/' redirector: with no query it sends the visitor to the login page.
      await page.waitForURL(/login\.html#\/(en|fr)\/login/, { timeout: 15_000 });
    }
    const csp = (await page.request.get(`${e2e.base}${path}`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(await page.locator('html').getAttribute('lang')).toBe(locale === 'fr' ? 'fr-CA' : 'en-CA');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the gallery page works under the CSP', async () => {
    const { page, problems } = await openPage(e2e, '/demo/gallery.html');
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(20);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the axe check is real: violations added after a clean check are reported by the next one', async () => {
    const { page } = await openPage(e2e, '/fr/login.html');
    await page.waitForSelector('mi-login:defined h1');
    expect(await seriousViolations(page)).toEqual([]);
    // axe stays in the document after a check: the next one must still see the page as it is now.
    await page.evaluate(() => {
      const form = document.querySelector('mi-login form');
      const button = document.createElement('button');
      button.className = 'mi-test-unnamed';
      const faint = document.createElement('p');
      faint.className = 'mi-test-faint';
      faint.textContent = 'Texte pâle';
      faint.style.color = '#eeeeee';
      faint.style.background = '#ffffff';
      form?.append(button, faint);
    });
    const found = await seriousViolations(page);
    expect(found.some((v) => v.startsWith('button-name:') && v.includes('.mi-test-unnamed'))).toBe(true);
    expect(found.some((v) => v.startsWith('color-contrast:') && v.includes('.mi-test-faint'))).toBe(true);
    await page.close();
  });

  it('the mailbox page and its JSON work under the CSP', async () => {
    const { page, problems } = await openPage(e2e, '/demo/mailbox.html');
    await page.waitForSelector('#mail-status:not(:empty)');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

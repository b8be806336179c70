/**
 * The loader in a real browser: a flow's chunk is fetched only when its tag is in the page (also when
 * added later), together with every chunk and message chunk it needs (one round trip after the loader),
 * and a chunk that fails to load reloads the page once, then shows the error instead of looping.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, openPage, seriousViolations, startE2E, type E2E } from './browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Chunk graph of the build under test (dist/chunk-graph.json). */
type Graph = Record<string, { js: string[]; css?: string[]; en?: string[]; later?: { routes: string[]; js: string[] } }>;
const chunkGraph = () => JSON.parse(readFileSync('dist/chunk-graph.json', 'utf8')) as Graph;

/**
 * A new page that records, per path, who asked for it (the page's preload tags, the loader, a chunk) and when the
 * request started (ms); `latency` adds a round trip long enough to tell a request started with another from one
 * started once the other answered.
 */
async function watchedRequests(latency = 0) {
  const page = await e2e.context.newPage();
  const cdp = await e2e.context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (latency) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  const initiators = new Map<string, string>();
  const started = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ request, initiator, timestamp }) => {
    const path = new URL(request.url).pathname;
    initiators.set(path, initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.type);
    if (!started.has(path)) started.set(path, timestamp * 1000);
  });
  return { page, cdp, initiators, started };
}

/**
 * Opens `path` with the widgets' code (the platform chunk) held back until `release()`: the page shows its
 * prerendered first screen only. Console errors, page errors and CSP violations land in `problems`.
 */
async function withCodeHeld(path: string) {
  const page = await e2e.context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`)));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/chunks\/platform-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${e2e.base}${path}`, { waitUntil: 'commit' });
  return { page, problems, release };
}

describe('loader', () => {
  it('fetches only the chunks of the tags on the page, and defines a tag added later', async () => {
    const page = await e2e.context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${e2e.base}/en/login.html`);
    await page.waitForSelector('mi-login:defined h1');
    expect(requested).toContain('/mi-portal/widgets/login.js');
    expect(requested.filter((p) => /\/widgets\/(registration|recovery|profile)\.js$/.test(p))).toEqual([]);
    expect(requested.filter((p) => /\/chunks\/fr-/.test(p))).toEqual([]);

    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('mi-recovery')));
    await page.waitForFunction(() => customElements.get('mi-recovery') !== undefined);
    expect(requested).toContain('/mi-portal/widgets/recovery.js');
    await page.close();
  });

  it('requests a flow, every chunk it imports, its stylesheet and its messages at once: none waits for a chunk', async () => {
    const graph = chunkGraph();
    // Who asked for each file: the page (its preload tags), the loader or the entry's modulepreload, never a chunk.
    const { page, initiators } = await watchedRequests();
    await page.goto(`${e2e.base}/en/login.html`);
    await page.waitForSelector('mi-login:defined h1');
    // A tag the page did not list: the loader alone finds its files.
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('mi-recovery')));
    await page.waitForSelector('mi-recovery h1');
    for (const flow of ['login', 'recovery']) {
      const files = [`widgets/${flow}.js`, ...(graph[flow]?.js ?? []), ...(graph[flow]?.css ?? []), ...(graph[flow]?.en ?? [])];
      expect(files.length).toBeGreaterThan(3);
      for (const file of files) {
        const by = initiators.get(`/mi-portal/${file}`);
        expect({ file, requested: by !== undefined, byChunk: /\/mi-portal\/(chunks|widgets)\//.test(by ?? '') }).toEqual({ file, requested: true, byChunk: false });
      }
    }
    expect(graph.recovery?.css).toHaveLength(1);
    expect(initiators.get(`/mi-portal/${graph.recovery?.css?.[0] ?? ''}`)).toBe(`${e2e.base}/mi-portal/mi-portal.js`);
    await page.close();
  });

  it('fetches the stylesheet of what shows past a first screen (the error summary) with the form, not the page', async () => {
    const { page, initiators } = await watchedRequests();
    await page.goto(`${e2e.base}/en/login.html`);
    await page.waitForSelector('mi-login:defined h1');
    const later = () => [...initiators.keys()].filter((path) => /\/chunks\/later-[\w-]+\.css$/.test(path));
    expect(later()).toEqual([]);
    await page.click('mi-login button[type="submit"]');
    const summary = page.locator('mi-login .mi-error-summary');
    await summary.waitFor();
    expect(later()).toHaveLength(1);
    expect(initiators.get(later()[0] ?? '')).toBe(`${e2e.base}/mi-portal/mi-portal.js`);
    // Styled as it shows: the engine waits for the sheet with the messages past the first screen.
    expect(await summary.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('4px');
    await page.close();
  });

  it('fetches a signed-in flow’s session gate with the flow, not once the flow has rendered', async () => {
    const graph = chunkGraph();
    for (const flow of ['profile', 'esign']) expect(graph[flow]?.js.filter((f) => /\/SessionGate-/.test(f)), flow).toHaveLength(1);
    for (const flow of ['login', 'registration', 'recovery', 'contact', 'email-prefs']) expect(graph[flow]?.js.filter((f) => /\/SessionGate-/.test(f)), flow).toEqual([]);
    const { page, initiators } = await watchedRequests();
    // Signed out: the gate's first check sends the visitor to the login page.
    await page.goto(`${e2e.base}/en/profile.html#/en/profile/personal`);
    await page.waitForURL(/\/en\/login\.html/);
    const gate = [...initiators].find(([path]) => /\/chunks\/SessionGate-/.test(path));
    expect(gate?.[1]).toBeDefined();
    expect(gate?.[1]).not.toMatch(/\/mi-portal\/(chunks|widgets)\//);
    await page.close();
  });

  it('fetches the view an email link lands on with the flow; an expired link’s codes and their catalogue together', async () => {
    const later = chunkGraph().recovery?.later;
    expect(later?.routes).toContain('/recovery/security');
    expect(later?.js.length).toBeGreaterThan(1);
    // One request after the other would start a round trip (300 ms) apart; a busy browser still starts a batch
    // well within 200 ms.
    const { page, initiators, started } = await watchedRequests(300);
    // The demo's reset links are /en/recovery.html#/en/recovery/security?code=…; this code is unknown.
    await page.goto(`${e2e.base}/en/recovery.html#/en/recovery/security?code=not-a-real-code`);
    await page.locator('mi-recovery h1', { hasText: 'We could not reset your password' }).waitFor();
    for (const file of later?.js ?? []) {
      expect({ file, by: initiators.get(`/mi-portal/${file}`) }).toEqual({ file, by: `${e2e.base}/mi-portal/mi-portal.js` });
    }
    // The answer carried a code: its messages and the code catalogue (in the submit engine) were asked for at once.
    const startOf = (pattern: RegExp) => [...started].find(([path]) => pattern.test(path))?.[1] ?? NaN;
    const codes = startOf(/\/chunks\/en-codes-/);
    const engine = startOf(/\/chunks\/submitEngine-/);
    expect(Math.abs(codes - engine)).toBeLessThan(200);

    // The page's first screen does not download them.
    const first = await e2e.context.newPage();
    const requested: string[] = [];
    first.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await first.goto(`${e2e.base}/en/recovery.html`);
    await first.locator('mi-recovery input[name="emailId"]').waitFor();
    expect(requested.filter((path) => path.endsWith(`/${later?.js[0] ?? ''}`))).toEqual([]);
    await page.close();
    await first.close();
  });

  it('a login fetches what runs after it succeeds (profile schema, return-URL checks) while its call is out', async () => {
    // A round trip long enough to tell "asked with the call" from "asked once it answered".
    const { page, cdp, started } = await watchedRequests(200);
    let answered = Infinity;
    cdp.on('Network.responseReceived', ({ response, timestamp }) => {
      if (new URL(response.url).pathname.endsWith('/login/login')) answered = Math.min(answered, timestamp * 1000);
    });
    await page.goto(`${e2e.base}/en/login.html#/en/login?url=${encodeURIComponent('/en/contact.html')}`);
    await page.locator('mi-login input[name="emailId"]').fill('advisor@example.com');
    await page.locator('mi-login input[name="password"]').fill('Advisor2026!');
    await page.locator('mi-login button[type="submit"]').click();
    await page.waitForURL(/\/en\/contact\.html/);
    const startOf = (pattern: RegExp) => [...started].find(([path]) => pattern.test(path))?.[1] ?? Infinity;
    expect(answered).toBeLessThan(Infinity);
    for (const chunk of [/\/chunks\/returnTarget-/, /\/chunks\/profile-[\w-]+\.js$/]) expect({ chunk: String(chunk), before: startOf(chunk) < answered }).toEqual({ chunk: String(chunk), before: true });
    await page.close();
  });

  it('a form used before the network goes away shows the connect error with its way back to the form, not the chunk fallback', async () => {
    const { context } = e2e;
    // Signed out (an earlier test signed in), so the login page shows its form.
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${e2e.base}/en/login.html`);
    await page.locator('mi-login input[name="emailId"]').fill('advisor@example.com');
    await page.locator('mi-login input[name="password"]').fill('Advisor2026!');
    // Typing brought the submit engine and, with it, the error pages: the failed call's page needs no fetch.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/FailureView-/.test(r.name)));
    await context.setOffline(true);
    try {
      await page.locator('mi-login button[type="submit"]').click();
      const back = page.locator('mi-login').getByRole('button', { name: 'Back to the form' });
      await back.waitFor();
      expect(await page.locator('mi-login').textContent()).toContain('We could not reach the server');
      await context.setOffline(false);
      await back.click();
      expect(await page.locator('mi-login input[name="emailId"]').inputValue()).toBe('advisor@example.com');
    } finally {
      await context.setOffline(false);
      await page.close();
    }
  });

  it('reloads once when a chunk fails, then shows the error in the element', async () => {
    const page = await e2e.context.newPage();
    // Document requests, not 'load' events: the loader may reload before the first load event fires.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.route('**/mi-portal/widgets/recovery.js', (route) => route.abort());
    await page.goto(`${e2e.base}/fr/recovery.html`, { waitUntil: 'commit' });
    const alert = page.locator('mi-recovery [role="alert"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(await alert.locator('h2').textContent()).toBe('Un problème est survenu');
    // Like every server-error page: the Client Relations phones and email from the page config.
    expect(await alert.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await alert.locator('a[href^="mailto:"]').count()).toBe(1);
    await page.close();
  });

  it('keeps what was typed into the prerendered login when its code fails: across the reload, and under the error page until Reload', async () => {
    // Signed out (an earlier test signed in), so the login page shows its form.
    await e2e.context.clearCookies();
    const page = await e2e.context.newPage();
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    // The flow's code fails when the test says, until it lets it through.
    let fail = () => {};
    let gate = new Promise<void>((go) => (fail = go));
    let pass = false;
    await page.route('**/mi-portal/widgets/login.js', async (route) => {
      if (pass) return route.continue();
      await gate;
      return route.abort();
    });
    const failNow = () => {
      fail();
      gate = new Promise<void>((go) => (fail = go));
    };
    const stored = () => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    await page.goto(`${e2e.base}/fr/login.html`, { waitUntil: 'commit' });
    const email = page.locator('mi-login input[name="emailId"]');
    const password = page.locator('mi-login input[name="password"]');
    await email.fill('conseiller@example.com');
    await password.fill('Mot-de-passe-1');
    failNow();
    // The reload (the spec's throttle allows one): the same field holds the email again, the password field nothing.
    await expect.poll(() => loads).toBe(2);
    await expect.poll(() => email.inputValue(), { timeout: 15_000 }).toBe('conseiller@example.com');
    expect(await password.inputValue()).toBe('');
    expect(await stored()).not.toContain('Mot-de-passe-1');
    expect(await stored()).not.toContain('mi-portal:typed');
    // A second failure within 60 s shows the error page: focus moves from the field to its Reload button.
    await email.focus();
    await password.fill('Mot-de-passe-2');
    failNow();
    const reload = page.locator('mi-login [role="alert"]').getByRole('button', { name: 'Recharger la page' });
    await reload.waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await stored()).toContain('conseiller@example.com');
    expect(await stored()).not.toContain('Mot-de-passe-2');
    // Reload, the code now comes: the widget takes over with the email typed twice ago.
    pass = true;
    await page.keyboard.press('Enter');
    await expect.poll(() => loads).toBe(3);
    await page.waitForFunction(() => customElements.get('mi-login') !== undefined);
    await expect.poll(() => page.getByRole('button', { name: 'Se connecter' }).isEnabled()).toBe(true);
    expect(await email.inputValue()).toBe('conseiller@example.com');
    expect(await password.inputValue()).toBe('');
    expect(await stored()).not.toContain('Mot-de-passe');
    await page.close();
  });

  it('a view that cannot load once the form is in use hands focus to the error page\'s Reload button, not to <body>', async () => {
    const page = await e2e.context.newPage();
    await page.goto(`${e2e.base}/en/contact.html`);
    const subject = page.locator('mi-contact input[name="subject"]');
    await subject.waitFor();
    // The network goes while the advisor writes: the next view (the form's answer, here an error page) cannot come.
    await page.route('**/mi-portal/chunks/**', (route) => route.abort());
    await subject.fill('Fund documents');
    await page.locator('mi-contact button[type="submit"]').focus();
    // "Loading…" replaces the form (and the focused button) first, then the loader's page replaces "Loading…".
    await page.keyboard.press('Enter');
    const reload = page.locator('mi-contact [role="alert"]').getByRole('button', { name: 'Reload the page' });
    await reload.waitFor({ timeout: 15_000 });
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });

  it('treats a messages chunk that fails like any chunk: one reload, then the error in the element', async () => {
    const page = await e2e.context.newPage();
    // Document requests, not 'load' events: the loader may reload before the first load event fires.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.route('**/mi-portal/chunks/en-login-*.js', (route) => route.abort());
    await page.goto(`${e2e.base}/en/login.html`, { waitUntil: 'commit' });
    const alert = page.locator('mi-login [role="alert"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(await alert.locator('h2').textContent()).toMatch(/went wrong/i);
    expect(await alert.locator('a[href^="tel:"]').count()).toBe(2);
    await page.close();
  });

  it('logs a refused page-config setting once, from the loader, however many widgets read the config', async () => {
    const page = await e2e.context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    // The page's config sends the terms link off-site: the chunks refuse it and report it; the loader logs it.
    await page.route('**/en/registration.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"terms":"/{locale}/terms.html"', '"terms":"https://evil.example/terms"');
      await route.fulfill({ response, body });
    });
    await page.goto(`${e2e.base}/en/registration.html`);
    await page.waitForSelector('mi-registration input[name="firstName"]');
    // A second widget on the page parses the config again.
    await page.evaluate(() => document.body.append(document.createElement('mi-registration')));
    await page.locator('mi-registration input[name="firstName"]').nth(1).waitFor();
    expect(errors.filter((e) => e.includes('"pages.terms"'))).toEqual([expect.stringContaining('refused value')]);
    await page.close();
  });

  it("loads the internal-environment banner's code and texts only on a page whose config asks for it", async () => {
    // The usual login page: the banner's code and texts are never fetched.
    const usual = await watchedRequests();
    await usual.page.goto(`${e2e.base}/fr/login.html`);
    await usual.page.waitForSelector('mi-login:defined input[name="emailId"]');
    expect([...usual.started.keys()].filter((path) => /InternalNotice-/.test(path))).toEqual([]);
    await usual.page.close();
    // The internal environment's page (localhost): the banner comes, in the page's language, above the form.
    const internal = await watchedRequests();
    const errors: string[] = [];
    internal.page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await internal.page.route('**/fr/login.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"internalEnvironment":false', '"internalEnvironment":true');
      await route.fulfill({ response, body });
    });
    await internal.page.goto(`${e2e.base}/fr/login.html`);
    const banner = internal.page.locator('mi-login [role="status"]', { hasText: 'Ce n’est pas la page de connexion officielle' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('localhost');
    const aboveForm = await internal.page.evaluate(() => {
      const [notice, form] = [document.querySelector('mi-login [role="status"]'), document.querySelector('mi-login form')];
      return !!notice && !!form && (notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(aboveForm).toBe(true);
    expect(await internal.page.locator('mi-login input[name="emailId"]').isEnabled()).toBe(true);
    expect([...internal.started.keys()].filter((path) => /InternalNotice-/.test(path))).toHaveLength(1);
    expect(errors).toEqual([]);
    await internal.page.close();
  });

  it("shows the login's prerendered first screen before any script of ours has run, and takes it over in place", async () => {
    const { page, problems, release } = await withCodeHeld('/fr/login.html');
    const email = page.locator('mi-login input[name="emailId"]');
    const send = page.getByRole('button', { name: 'Se connecter' });
    await email.waitFor();
    // Before the widget: the French screen, a field one can type in, nothing that acts without code, axe clean.
    expect(await page.evaluate(() => customElements.get('mi-login'))).toBeUndefined();
    expect(await email.isEditable()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Afficher le mot de passe' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const logins: string[] = [];
    page.on('request', (request) => request.url().includes('/login/login') && logins.push(request.postData() ?? ''));
    await email.click();
    await page.keyboard.type('conseiller@example');
    await page.evaluate(() => ((window as unknown as { shellField: Element | null }).shellField = document.activeElement));
    await page.keyboard.press('Tab');
    await page.keyboard.type('pas-le-bon-1');
    // A script's form.submit() (a password manager's auto-login) sends nothing before the widget (nor after: the
    // form's method is "dialog"). Enter is the next test's.
    const address = page.url();
    await page.evaluate(() => document.querySelector<HTMLFormElement>('mi-login form')?.submit());
    await page.waitForTimeout(300);
    expect(page.url()).toBe(address);
    expect(logins).toEqual([]);

    release();
    await page.waitForFunction(() => customElements.get('mi-login') !== undefined);
    await expect.poll(() => send.isEnabled()).toBe(true);
    // Focus stayed in the field typed in; what was typed counts as the form's first keystroke: the submit engine
    // (with the error pages) comes.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/FailureView-/.test(r.name)));
    await email.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('.com');
    // The same element, what was typed before and after, and the widget's markup is the shell's.
    expect(await page.evaluate(() => (window as unknown as { shellField: Element | null }).shellField === document.querySelector('mi-login input[name="emailId"]'))).toBe(true);
    expect(await email.inputValue()).toBe('conseiller@example.com');
    // (Compared as a canonical form: attribute order may differ, and the page's Trusted Types refuse DOMParser.)
    const markup = () => {
      const walk = (node: Node): string =>
        node instanceof Element
          ? `<${node.localName} ${[...node.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')}>${[...node.childNodes].map(walk).join('')}</>`
          : (node.textContent ?? '');
      const host = document.querySelector('mi-login');
      return host ? walk(host) : 'no <mi-login>';
    };
    const plain = await e2e.context.newPage();
    await plain.goto(`${e2e.base}/fr/login-plain.html`);
    expect(await page.evaluate(markup)).toBe(await plain.evaluate(markup));
    await plain.close();
    // Sent by the widget: the password typed before the takeover goes in the call's body, not the address.
    await page.locator('mi-login input[name="password"]').press('Enter');
    await expect.poll(() => logins.length).toBe(1);
    expect(new URLSearchParams(logins[0])).toEqual(new URLSearchParams({ emailId: 'conseiller@example.com', password: 'pas-le-bon-1' }));
    await page.getByRole('alert').first().waitFor();
    // (The router has written the route into the hash since.)
    expect(new URL(page.url()).search).toBe('');
    expect(await email.inputValue()).toBe('conseiller@example.com');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Enter in the prerendered login before its code arrives signs in once the widget takes over, not never', async () => {
    const { page, problems, release } = await withCodeHeld('/en/login.html');
    const logins: string[] = [];
    page.on('request', (request) => request.url().includes('/login/login') && logins.push(request.postData() ?? ''));
    await page.locator('mi-login input[name="emailId"]').fill('advisor@example.com');
    await page.locator('mi-login input[name="password"]').fill('Advisor2026!');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Keys that edit nothing (a screen reader's arrows, Shift) keep it queued; only an edit withdraws it.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => customElements.get('mi-login'))).toBeUndefined();
    expect(logins).toEqual([]);
    release();
    await page.waitForURL(/\/en\/profile\.html/);
    // Sent once, however often Enter was pressed.
    expect(logins).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('an Enter the user typed on after (Tab, the password) is not sent when the code arrives: the form would go half typed', async () => {
    // Signed out: the test before signed in (and this one signs in again at its end).
    await e2e.context.clearCookies();
    const { page, problems, release } = await withCodeHeld('/en/login.html');
    const logins: string[] = [];
    page.on('request', (request) => request.url().includes('/login/login') && logins.push(request.postData() ?? ''));
    await page.locator('mi-login input[name="emailId"]').fill('advisor@example.com');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Adv');
    release();
    await page.waitForSelector('mi-login:defined button[type="submit"]:not([disabled])');
    await page.waitForTimeout(500);
    expect(logins).toEqual([]);
    // Nothing typed is lost, and the next Enter, once the whole password is in, sends the form.
    expect(await page.locator('mi-login input[name="password"]').inputValue()).toBe('Adv');
    await page.keyboard.type('isor2026!');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/profile\.html/);
    expect(logins).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('with JavaScript off, the login page shows its form and says why it cannot be sent; with it on, it does not', async () => {
    const notes = {
      en: 'JavaScript is turned off in this browser. Turn it on to log in.',
      fr: 'JavaScript est désactivé dans ce navigateur. Activez-le pour vous connecter.',
    };
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      for (const locale of ['en', 'fr'] as const) {
        await page.goto(`${e2e.base}/${locale}/login.html`);
        // (Playwright's text search skips <noscript>: the note is found by its place.)
        const note = page.locator('main noscript p');
        expect(await note.textContent()).toBe(notes[locale]);
        expect(await note.isVisible()).toBe(true);
        expect(await page.locator('mi-login input[name="emailId"]').isEditable()).toBe(true);
        // Read before the form it explains.
        const [noteAt, headingAt] = await page.evaluate((text) => {
          const all = Array.from(document.querySelectorAll('main p, main h1'));
          return [all.findIndex((el) => el.textContent === text), all.findIndex((el) => el.localName === 'h1')];
        }, notes[locale]);
        expect(noteAt).toBeGreaterThanOrEqual(0);
        expect(noteAt).toBeLessThan(headingAt);
        expect(await note.getAttribute('lang')).toBe(`${locale}-CA`);
      }
    } finally {
      await browser.close();
    }
    const { page, problems } = await openPage(e2e, '/en/login.html');
    await page.waitForSelector('mi-login:defined h1');
    // A browser running scripts keeps <noscript>'s content as text it does not lay out.
    expect(await page.locator('main noscript').isVisible()).toBe(false);
    expect(await page.locator('main noscript p').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the script also works as a classic <script src> and as a module', async () => {
    const { page, problems } = await openPage(e2e, '/en/login.html');
    expect(await page.locator('script[src$="mi-portal.js"]').getAttribute('type')).toBeNull();
    await page.waitForSelector('mi-login:defined h1');
    const modulePage = await openPage(e2e, '/en/registration.html');
    expect(await modulePage.page.locator('script[src$="mi-portal.js"]').getAttribute('type')).toBe('module');
    await modulePage.page.waitForSelector('mi-registration h1');
    expect([...problems, ...modulePage.problems]).toEqual([]);
    await page.close();
    await modulePage.page.close();
  });
});

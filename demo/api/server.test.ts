import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { CONTENT_SECURITY_POLICY, resolveStatic } from './static';
import { KEEP_ALIVE_MS, type DemoServer } from './server';
import { client, startTestServer } from './test-client';

let server: DemoServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mi-dist-'));
  mkdirSync(join(dist, 'site', 'en'), { recursive: true });
  writeFileSync(join(dist, 'mi-portal.js'), 'export {};');
  writeFileSync(join(dist, 'site', 'en', 'index.html'), '<!doctype html><title>en</title>');
  writeFileSync(join(dist, 'secret.env'), 'TOKEN=1');
  // Captcha on, as in `npm start`.
  server = await startTestServer({ distDir: dist, captcha: 'required' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('demo server', () => {
  it('refuses API calls without the bearer token', async () => {
    const response = await fetch(`${server.url}/mi/api/en/loggedInStatus/index`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errCode: '401' });
    expect((await fetch(`${server.url}/bin/docusignFunds?lang=en`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('serves the captcha challenge without the token (the widget fetches it itself), and nothing else', async () => {
    expect((await fetch(`${server.url}/mi/api/captcha/challenge`)).status).toBe(200);
    expect((await fetch(`${server.url}/mi/api/captcha/challenge`, { method: 'POST' })).status).toBe(401);
  });

  it('answers a malformed payload with 400 and a code, never a stack trace', async () => {
    const c = client(server.url);
    const missing = await c.post('/mi/en/login/login', { emailId: 'a@b.ca' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ result: 'failure', errCode: 'bad_request' });
    const json = await fetch(`${server.url}/mi/en/emailPreferences/index`, {
      method: 'POST', headers: { Authorization: 'Bearer demo-token', 'Content-Type': 'application/json' }, body: '{not json',
    });
    expect(json.status).toBe(400);
    const text = await json.text();
    expect(text).toContain('bad_request');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    const rules = await c.post('/mi/en/login/login', { emailId: 'not-an-email', password: 'x' });
    expect(rules.status).toBe(400);
    expect(await rules.json()).toMatchObject({ errCode: 'invalid_fields', fields: [{ field: 'emailId' }] });
  });

  it('serves pages and the bundle with the strict CSP, correct types and no traversal', async () => {
    const page = await fetch(`${server.url}/en/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const js = await fetch(`${server.url}/mi-portal/mi-portal.js`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${server.url}/en`, { redirect: 'manual' })).headers.get('location')).toBe('/en/');
    for (const path of ['/mi-portal/%2e%2e/package.json', '/mi-portal/..%2fpackage.json', '/mi-portal/secret.env', '/%2e%2e/%2e%2e/etc/passwd', '//evil.example/']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it('never resolves a path outside its mounts, even unnormalised', async () => {
    const mounts = [{ prefix: '/mi-portal/', roots: [dist] }];
    for (const path of ['/mi-portal/../package.json', '/mi-portal/%2e%2e/package.json', '/mi-portal/..%5cpackage.json', '/mi-portal/a%00.js']) {
      expect(resolveStatic(mounts, path), path).toBeUndefined();
    }
    expect(resolveStatic(mounts, '/mi-portal/mi-portal.js')).toBe(join(dist, 'mi-portal.js'));
    // A file's name with a slash after it is no file.
    expect(resolveStatic(mounts, '/mi-portal/mi-portal.js/')).toBeUndefined();
    const status = await new Promise<number | undefined>((done) => {
      request(`${server.url}/mi-portal/../../package.json`, { path: '/mi-portal/../../package.json' }, (res) => {
        res.resume();
        done(res.statusCode);
      }).end();
    });
    expect(status).toBe(404);
  });

  it('lists sent emails at /demo/mailbox.json without a token', async () => {
    const response = await fetch(`${server.url}/demo/mailbox.json`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('requires a solved, unused ALTCHA challenge when the captcha is on', async () => {
    const c = client(server.url);
    const verify = (captcha: string) => c.json<{ errCode?: string; result: string }>(
      c.post('/mi/en/forgotPasswordFlow/verifyEmail', { emailId: 'nobody@example.com', 'g-recaptcha-response': captcha }),
    );
    expect(await verify('')).toMatchObject({ errCode: 'captcha' });
    const challenge = await c.json<Challenge>(c.get('/mi/api/captcha/challenge'));
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    // A solved captcha gets through to the business answer; replaying it does not.
    expect(await verify(payload)).toMatchObject({ errCode: 'fpwd002' });
    expect(await verify(payload)).toMatchObject({ errCode: 'captcha' });
  });

  it('keeps idle connections longer than a test stall, so a reused socket is never one the server just closed', async () => {
    // Node's 5 s default raced the client after a ~5 s event-loop stall (recovery.test.ts, ECONNRESET).
    const response = await fetch(`${server.url}/mi/api/captcha/challenge`);
    expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it('moves the clock only through the test hook', async () => {
    const response = await fetch(`${server.url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs: 0 }) });
    expect(response.status).toBe(200);
  });

  it('refuses a clock move past any date, and the test hooks to another site\'s page', async () => {
    const clock = (offsetMs: number, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ offsetMs }) });
    const far = await clock(1e20);
    expect(far.status).toBe(400);
    expect(await far.json()).toMatchObject({ errCode: 'bad_request' });
    // A cross-site form post (what a page elsewhere can send without asking): refused, nothing moved or wiped.
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const elsewhere: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }];
    for (const headers of elsewhere) {
      const moved = await fetch(`${server.url}/demo/clock`, { method: 'POST', headers: { ...form, ...headers }, body: 'offsetMs=86400000' });
      expect(moved.status, JSON.stringify(headers)).toBe(403);
      expect((await fetch(`${server.url}/demo/reset`, { method: 'POST', headers })).status, JSON.stringify(headers)).toBe(403);
    }
    // The site's own pages (same origin) and scripts may.
    expect((await clock(0, { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });
});

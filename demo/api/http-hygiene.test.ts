import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, MAX_PARTS } from './limits';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { startTestServer } from './test-client';

let server: DemoServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mi-hygiene-'));
  mkdirSync(join(dist, 'site', 'en'), { recursive: true });
  writeFileSync(join(dist, 'site', 'en', 'index.html'), '<!doctype html><title>en</title>');
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const AUTH = { Authorization: 'Bearer demo-token' };
const LOGIN = '/mi/en/login/login';

function post(path: string, body: BodyInit, type?: string): Promise<Response> {
  return fetch(server.url + path, { method: 'POST', headers: { ...AUTH, ...(type ? { 'Content-Type': type } : {}) }, body });
}

/** A raw request that keeps the path as written (fetch would normalise `/.//en`). */
function raw(path: string, method = 'GET'): Promise<{ status: number; location: string | undefined }> {
  return new Promise((done, fail) => {
    const url = new URL(server.url);
    request({ host: url.hostname, port: url.port, path, method }, (res) => {
      res.resume();
      done({ status: res.statusCode ?? 0, location: res.headers.location });
    }).on('error', fail).end();
  });
}

describe('bodies', () => {
  it('answers 413 too_large with a message for JSON and urlencoded bodies over the cap, even 10 MB ones', async () => {
    const over = 'x'.repeat(MAX_BODY_BYTES);
    const cases: [BodyInit, string][] = [
      [JSON.stringify({ emailId: 'a@b.ca', password: over }), 'application/json'],
      [JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }), 'application/json'],
      [new URLSearchParams({ emailId: 'a@b.ca', password: over }).toString(), 'application/x-www-form-urlencoded'],
    ];
    for (const [body, type] of cases) {
      const response = await post(LOGIN, body, type);
      expect(response.status, type).toBe(413);
      expect(await response.json()).toMatchObject({ result: 'failure', errCode: 'too_large', message: expect.stringMatching(/larger than the server accepts/) });
    }
  });

  it('counts a streamed body without Content-Length against the cap too', async () => {
    const chunk = new TextEncoder().encode(`emailId=${'a'.repeat(16 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(server.url + LOGIN, {
      method: 'POST', headers: { ...AUTH, 'Content-Type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errCode: 'too_large' });
  });

  it('caps multipart bodies in total size and in parts, answering 413 instead of dropping fields', async () => {
    const huge = new FormData();
    for (let i = 0; i < 30; i += 1) huge.append(`f${i}`, 'x'.repeat(1024 * 1024));
    expect((await post(LOGIN, huge)).status).toBe(413);
    const many = new FormData();
    many.append('emailId', 'advisor@example.com');
    for (let i = 0; i < MAX_PARTS; i += 1) many.append(`extra${i}`, 'x');
    many.append('password', 'Advisor2026!');
    const response = await post(LOGIN, many);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errCode: 'too_large', message: expect.stringContaining(String(MAX_PARTS)) });
  });

  it('refuses JSON nested 30,000 deep with 400 bad_request (no stack overflow), and accepts normal nesting', async () => {
    // 30,000 arrays fit under the size cap; objects cost more bytes a level, so 10,000 of them.
    let deepObject = '"x"';
    for (let i = 0; i < 10_000; i += 1) deepObject = `{"a":${deepObject}}`;
    const bodies = ['['.repeat(30_000) + ']'.repeat(30_000), `{"emailId":${deepObject},"password":"x"}`, `{"emailId":${'['.repeat(30_000)}${']'.repeat(30_000)}}`];
    for (const body of bodies) {
      for (const path of [LOGIN, '/mi/en/emailPreferences/index']) {
        const response = await post(path, body, 'application/json');
        expect(response.status, path).toBe(400);
        expect(await response.json()).toMatchObject({ errCode: 'bad_request', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` });
      }
    }
    // Brackets inside strings do not count as nesting.
    const fine = await post(LOGIN, JSON.stringify({ emailId: 'nobody@example.com', password: `Wrong2026${'['.repeat(40)}` }), 'application/json');
    expect(fine.status).toBe(200);
  });

  it('refuses a NUL, another control character or half a surrogate pair in any field or query with 400, not a 500', async () => {
    // Refused before the captcha is checked, so an unsolved one is fine.
    const contact = { resourceType: 'contactusForm', language: 'en', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phoneNumber: '416-555-0123', subject: 'Hello', messageBody: 'Hi', 'g-recaptcha-response': '' };
    const bad = ['a\u0000@b.co', 'a\u0001b', 'a\ud800b', 'a\udc00b'];
    for (const text of bad) {
      // A form cannot carry half a surrogate pair (its encoding makes it U+FFFD): JSON can.
      const form = /[\ud800-\udfff]/.test(text) ? [] : [new URLSearchParams({ emailId: text, password: 'x' }).toString()];
      for (const body of [...form, JSON.stringify({ emailId: text, password: 'x' })]) {
        const response = await post(LOGIN, body, body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded');
        expect(response.status, JSON.stringify(text)).toBe(400);
        expect(await response.json()).toMatchObject({ errCode: 'bad_request', message: 'Invalid payload: emailId holds a control character or broken Unicode' });
      }
      if (form.length === 0) continue;
      const multipart = new FormData();
      for (const [key, value] of Object.entries({ ...contact, subject: text })) multipart.set(key, value);
      expect((await post('/bin/mi/contactus', multipart)).status, JSON.stringify(text)).toBe(400);
    }
    const query = await fetch(`${server.url}/mi/en/emailPreferences/renderEmailPreferences?ht=%00`, { headers: AUTH });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ message: 'Invalid query: ht holds a control character or broken Unicode' });
    // Line breaks and tabs are text (a contact message has paragraphs), and so is a whole surrogate pair (an emoji).
    const fine = await post(LOGIN, JSON.stringify({ emailId: 'nobody@example.com', password: 'Line 1\r\nLine 2\twith a tab 🙂' }), 'application/json');
    expect(fine.status).toBe(200);
    expect(await fine.json()).toMatchObject({ errCode: 'login001' });
  });

  it('names the field and what it should be when a body breaks the contract, never echoing the value sent', async () => {
    const response = await post(LOGIN, JSON.stringify({ emailId: ['secret@example.com'], password: 'x' }), 'application/json');
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe('Invalid payload: emailId: Expected a string');
  });

  it('refuses text/plain and other content types with 415, never parsing them as a form', async () => {
    const { email, password } = DEMO_ACCOUNTS.advisorEn;
    const form = `emailId=${encodeURIComponent(email)}&password=${encodeURIComponent(password ?? '')}`;
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/xml']) {
      const response = await post(LOGIN, form, type);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({ result: 'failure', errCode: 'unsupported_media_type' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    // The same body as a form logs in.
    expect(await (await post(LOGIN, form, 'application/x-www-form-urlencoded')).json()).toMatchObject({ result: 'success' });
  });
});

describe('methods and paths', () => {
  it('answers a wrong method with 405 and the Allow header of that path', async () => {
    const cases: [string, string, string][] = [
      ['/mi/api/en/loggedInStatus/index', 'POST', 'GET'],
      [LOGIN, 'GET', 'POST'],
      ['/en/', 'DELETE', 'GET, HEAD'],
      ['/en/', 'POST', 'GET, HEAD'],
      ['/demo/mailbox.json', 'PUT', 'GET'],
      ['/demo/clock', 'GET', 'POST'],
    ];
    for (const [path, method, allow] of cases) {
      const response = await fetch(server.url + path, { method, headers: AUTH });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
    }
  });

  it('never answers a Location starting with // for //-style paths: it redirects to the single-slash path', async () => {
    expect(await raw('/.//en')).toEqual({ status: 301, location: '/en' });
    expect(await raw('/en//')).toEqual({ status: 301, location: '/en/' });
    expect(await raw('/x/..//en')).toEqual({ status: 301, location: '/en' });
    for (const path of ['//en', '//evil.example/', '/\\evil.example/', '/.//evil.example', '/.//en/', '/%2F%2Fen', '/en/.//']) {
      const { status, location } = await raw(path);
      expect(location ?? '', path).not.toMatch(/^[/\\]{2}/);
      expect([301, 302, 404], path).toContain(status);
    }
  });
});

describe('not found pages', () => {
  async function axeViolations(html: string): Promise<string[]> {
    const window = new Window({ url: server.url });
    try {
      window.document.write(html);
      window.eval(readFileSync('node_modules/axe-core/axe.js', 'utf8'));
      const axe = (window as unknown as { axe: { run(d: unknown): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(window.document)).violations.map((v) => v.id);
    } finally {
      await window.happyDOM.close();
    }
  }

  it('answers unknown site URLs with an HTML 404 page in the path language that passes axe', async () => {
    const cases = [
      { path: '/en/nonexistent.html', lang: 'en-CA', title: 'Page not found', home: '/en/' },
      { path: '/fr/account/', lang: 'fr-CA', title: 'Page introuvable', home: '/fr/' },
    ];
    for (const { path, lang, title, home } of cases) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`<a href="${home}">`);
      expect(await axeViolations(html), path).toEqual([]);
    }
    // Proof the check can fail: a page without lang, title, h1 or main is reported.
    expect(await axeViolations('<!doctype html><html><body><p>x</p></body></html>')).toEqual(expect.arrayContaining(['html-has-lang', 'document-title']));
  });

  it('keeps JSON 404 answers for API paths', async () => {
    for (const path of ['/mi/en/nonexistent', '/bin/nonexistent']) {
      const response = await fetch(server.url + path, { headers: AUTH });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ result: 'failure', errCode: '404' });
    }
  });
});

describe('slow clients and HTTPS', () => {
  // Short limits so a slow client is cut off within the test; the same options carry the defaults of limits.ts.
  let tuned: DemoServer;
  beforeAll(async () => {
    tuned = await startTestServer({ distDir: dist, https: 'forwarded', limits: { headersTimeoutMs: 500, requestTimeoutMs: 1000, keepAliveTimeoutMs: 1000, maxConnections: 4 } });
  });
  afterAll(async () => {
    await tuned?.close();
  });

  /** Opens a socket, writes `text`, and resolves with what the server sent once it closes (or at `waitMs`). */
  function slowClient(text: string, waitMs: number): Promise<{ received: string; closed: boolean; ms: number }> {
    const url = new URL(tuned.url);
    const started = Date.now();
    return new Promise((done) => {
      let received = '';
      const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
      const timer = setTimeout(() => {
        socket.destroy();
        done({ received, closed: false, ms: Date.now() - started });
      }, waitMs);
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        done({ received, closed: true, ms: Date.now() - started });
      });
    });
  }

  it('closes connections beyond the connection cap', async () => {
    const url = new URL(tuned.url);
    const open = await Promise.all(Array.from({ length: 4 }, () => new Promise<ReturnType<typeof connect>>((done) => {
      const socket = connect(Number(url.port), url.hostname, () => done(socket));
    })));
    await new Promise((r) => setTimeout(r, 100));
    const extra = await slowClient('GET /en/ HTTP/1.1\r\nHost: x\r\n\r\n', 2000);
    expect(extra).toMatchObject({ closed: true, received: '' });
    for (const socket of open) socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
  });

  it('cuts off a client that sends its headers too slowly, and one that never finishes its body', async () => {
    const headers = await slowClient('GET /en/ HTTP/1.1\r\nHost: x\r\n', 4000);
    expect(headers.closed).toBe(true);
    expect(headers.received).toMatch(/^HTTP\/1\.1 408/);
    const body = await slowClient(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer demo-token\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"emailId":`, 5000);
    expect(body.closed).toBe(true);
    expect(body.received).toMatch(/^HTTP\/1\.1 408/);
    // The advertised keep-alive follows the configured idle timeout.
    expect((await fetch(`${tuned.url}/en/`)).headers.get('keep-alive')).toBe('timeout=1');
  });

  async function login(base: string, headers: Record<string, string>): Promise<Response> {
    const { email, password } = DEMO_ACCOUNTS.advisorEn;
    return fetch(base + LOGIN, {
      method: 'POST', headers: { ...AUTH, ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ emailId: email, password: password ?? '' }),
    });
  }

  it('over HTTPS (trusted X-Forwarded-Proto) sets a Secure __Host- session cookie and HSTS', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const response = await login(tuned.url, https);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^__Host-mi_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetch(`${tuned.url}/en/`, { headers: https })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const id = cookie.split(';')[0]?.split('=')[1] ?? '';
    const check = (name: string) => fetch(`${tuned.url}/mi/api/en/loggedInStatus/index`, { headers: { ...AUTH, ...https, Cookie: `${name}=${id}` } }).then((r) => r.json());
    expect(await check('__Host-mi_session')).toEqual({ loggedIn: true });
    // Over HTTPS a plain-named cookie (plantable over HTTP or by a sibling subdomain) is not the session.
    expect(await check('mi_session')).toEqual({ loggedIn: false });
  });

  it('over plain HTTP keeps the plain cookie and sends no HSTS; an untrusted X-Forwarded-Proto changes nothing', async () => {
    for (const [base, headers] of [[tuned.url, {}], [server.url, { 'X-Forwarded-Proto': 'https' }]] as const) {
      const response = await login(base, headers);
      expect(response.headers.getSetCookie()[0]).toMatch(/^mi_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

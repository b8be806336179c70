import { freshDataDir } from '../../tests/harness/demo-db';
/**
 * Test helper (not a test): a tiny HTTP client for the demo API with the bearer token and a cookie
 * jar, so integration tests drive the real server like a browser would.
 */
import { startDemoServer, type DemoServer, type DemoServerOptions } from './server';

/** A browser-like client: one cookie jar, the bearer token on /mi/ and /bin/ calls. */
export interface TestClient {
  get(path: string): Promise<Response>;
  post(path: string, body?: Record<string, string> | FormData | object, as?: 'form' | 'multipart' | 'json'): Promise<Response>;
  json<T = Record<string, unknown>>(response: Response | Promise<Response>): Promise<T>;
  readonly cookies: Map<string, string>;
}

/** Creates a client with its own cookie jar against a server URL. */
export function client(baseUrl: string, token = 'demo-token'): TestClient {
  const cookies = new Map<string, string>();
  function headers(): Record<string, string> {
    const h: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (cookies.size > 0) h.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return h;
  }
  function remember(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value = ''] = (pair ?? '').split('=');
      if (!name) continue;
      if (value === '' || /Max-Age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return {
    cookies,
    get: async (path) => remember(await fetch(baseUrl + path, { headers: headers() })),
    async post(path, body, as = 'form') {
      let payload: BodyInit | undefined;
      const h = headers();
      if (body instanceof FormData) payload = body;
      else if (as === 'json') {
        payload = JSON.stringify(body ?? {});
        h['Content-Type'] = 'application/json';
      } else if (as === 'multipart') {
        const form = new FormData();
        for (const [k, v] of Object.entries((body ?? {}) as Record<string, string>)) form.append(k, v);
        payload = form;
      } else if (body) payload = new URLSearchParams(body as Record<string, string>);
      return remember(await fetch(baseUrl + path, { method: 'POST', headers: h, ...(payload ? { body: payload } : {}) }));
    },
    async json<T>(response: Response | Promise<Response>): Promise<T> {
      return (await (await response).json()) as T;
    },
  };
}

/** A fresh client signed in with a seeded account's email and password (fails the test if the login does). */
export async function signedIn(baseUrl: string, account: { email: string; password: string | null }, locale: 'en' | 'fr' = 'en'): Promise<TestClient> {
  const c = client(baseUrl);
  const answer = await c.json<{ result?: string; errCode?: string | null }>(c.post(`/mi/${locale}/login/login`, { emailId: account.email, password: account.password ?? '' }));
  if (answer.result !== 'success') throw new Error(`login of ${account.email} failed: ${answer.errCode ?? 'no code'}`);
  return c;
}

/** Every email sent to an address, oldest first. */
export async function mailsTo(baseUrl: string, to: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${baseUrl}/demo/mailbox.json`)).json()) as Mail[];
  return mails.filter((m) => m.to === to);
}

/** One email of GET /demo/mailbox.json. */
export interface Mail {
  to: string;
  language: 'en' | 'fr';
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The newest email to an address, if any. */
export async function lastMailTo(baseUrl: string, to: string): Promise<Mail | undefined> {
  const mails = (await (await fetch(`${baseUrl}/demo/mailbox.json`)).json()) as Mail[];
  return mails.filter((m) => m.to === to).at(-1);
}

/** The `code` of the first link of an email (activation and reset links carry it after the hash). */
export function codeOf(mail: Mail | undefined): string {
  const link = mail?.links[0] ?? '';
  const match = /[?&]code=([^&]+)/.exec(link);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** Starts a server with test hooks on a fresh copy of the seeded database, for one test file. */
export async function startTestServer(options: Partial<DemoServerOptions> = {}): Promise<DemoServer> {
  if (options.dataDir !== undefined) return startDemoServer({ port: 0, testHooks: true, ...options, dataDir: options.dataDir });
  // A copy of the seeded database the run builds once (creating one costs ~5 s of CPU per file on PGlite):
  // a PGlite folder in the integration project, a PostgreSQL database in integration-pg; a new in-memory
  // database outside those projects.
  const { dataDir, remove } = await freshDataDir();
  const server = await startDemoServer({ port: 0, testHooks: true, ...options, dataDir });
  return {
    ...server,
    close: async () => {
      await server.close();
      await remove();
    },
  };
}

/** Moves the server clock (test hook). */
export async function moveClock(baseUrl: string, offsetMs: number): Promise<void> {
  await fetch(`${baseUrl}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CAPTCHA_COST, createCaptcha, TEST_CAPTCHA_COST, type Captcha } from './captcha';
import { createClock } from './clock';
import type { Deps } from './context';
import { configureHashing, type HashCost } from './crypto';
import { openStore, type Database } from './db';
import { demoHooks } from './hooks';
import { Refused, sendFailure, sendJson, sendRefused } from './http';
import { CONNECTION_LIMITS, type ConnectionLimits } from './limits';
import { sendNotFoundPage } from './not-found';
import { allowedMethods, dispatch, routeTable } from './router';
import { allHandlers } from './routes';
import { createSessions } from './sessions';
import { resolveStatic, sendFile, type Mount } from './static';
import { HSTS, markTransport, type HttpsMode } from './transport';

/** Options of the demo server. */
export interface DemoServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /**
   * A data directory kept across restarts, 'memory' (tests), or a PostgreSQL URL (`postgres://…`, shared by
   * several instances). Default `.demo-data`.
   */
  dataDir?: string | 'memory';
  /** Enables POST /demo/clock and POST /demo/reset. */
  testHooks?: boolean;
  /** The bearer token every /mi/ and /bin/ call must carry. Default `demo-token`. */
  token?: string;
  /**
   * 'required' verifies the ALTCHA proof on register, recovery and contact; 'off' skips it (widgets
   * configured with captcha provider "none"). Default: 'off' under test hooks, else 'required'.
   */
  captcha?: 'required' | 'off';
  /** Folder of the built bundle served at /mi-portal/. Default `dist`. */
  distDir?: string;
  /** How a request is recognised as HTTPS (Secure `__Host-` session cookie, HSTS); see transport.ts. Default 'tls'. */
  https?: HttpsMode;
  /**
   * Cost of new password hashes, for the whole process: 'owasp' (scrypt N=2^17) or 'test' (N=2^14).
   * Default: 'test' under test hooks (a test server, like the captcha default), else 'owasp'.
   */
  hashCost?: HashCost;
  /** Timeouts and the connection cap; defaults in limits.ts (tests shorten them). */
  limits?: Partial<ConnectionLimits>;
}

/** Idle keep-alive time of the server (65 s; why: see limits.ts). */
export { KEEP_ALIVE_MS } from './limits';

/** A running demo server. */
export interface DemoServer {
  url: string;
  /** The store itself, so tests can check what a handler kept (a contact message, an e-signature request). */
  db: Database;
  close(): Promise<void>;
}

/** Still hands out challenges (the widget may ask), but accepts any value. */
function captchaOff(captcha: Captcha): Captcha {
  return { challenge: () => captcha.challenge(), verify: async () => true };
}

function bearerOk(req: IncomingMessage, token: string): boolean {
  return req.headers.authorization === `Bearer ${token}`;
}

function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  // Never '//host' or '/\\host' (protocol-relative, another origin): exactly one leading slash.
  res.writeHead(status, { Location: `/${location.replace(/^[/\\]+/, '')}` }).end();
}

function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, { result: 'failure', errCode: '405', message: 'Method not allowed' }, { Allow: allow });
}

/** Starts the demo API and site; resolves once it listens. */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const testHooks = options.testHooks ?? false;
  const token = options.token ?? 'demo-token';
  const distDir = resolve(options.distDir ?? 'dist');
  const httpsMode = options.https ?? 'tls';
  const limits = { ...CONNECTION_LIMITS, ...options.limits };
  const hashCost = options.hashCost ?? (testHooks ? 'test' : 'owasp');
  configureHashing({ cost: hashCost });
  // Test servers also get a cheap captcha proof of work (suites solve dozens of challenges).
  const captchaCost = hashCost === 'test' ? TEST_CAPTCHA_COST : CAPTCHA_COST;
  const store = await openStore(options.dataDir ?? '.demo-data');
  const clock = createClock();
  const captchaMode = options.captcha ?? (testHooks ? 'off' : 'required');
  const deps: Deps = {
    db: store.db,
    clock,
    sessions: createSessions(clock, store.db),
    captcha: captchaMode === 'off' ? captchaOff(createCaptcha(clock, store.db, captchaCost)) : createCaptcha(clock, store.db, captchaCost),
    testHooks,
  };
  const routes = routeTable();
  const allow = allowedMethods(routes);
  const hooks = demoHooks(store, clock, testHooks);
  const mounts: Mount[] = [
    { prefix: '/mi-portal/', roots: [distDir] },
    { prefix: '/', roots: [resolve(distDir, 'site'), resolve('demo/pages')] },
  ];

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<void> {
    const path = url.pathname;
    // The captcha widget fetches its challenge itself (it cannot add our header); a challenge grants nothing.
    const open = method === 'GET' && path === '/mi/api/captcha/challenge';
    if (!open && !bearerOk(req, token)) return sendJson(res, 401, { result: 'failure', errCode: '401', message: 'Missing or wrong bearer token' });
    const route = routes.get(`${method} ${path}`);
    if (route) return dispatch(deps, allHandlers, route, req, res, url);
    const methods = allow.get(path);
    if (methods) return methodNotAllowed(res, methods);
    sendJson(res, 404, { result: 'failure', errCode: '404', message: 'Not found' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (markTransport(req, httpsMode)) res.setHeader('Strict-Transport-Security', HSTS);
    // '//host/…' and '/\\host/…' would parse as another origin: refuse them before they can become a redirect.
    if (/^[/\\]{2}/.test(req.url ?? '/')) return sendNotFoundPage(res, '/', method);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path.startsWith('/mi/') || path.startsWith('/bin/')) return api(req, res, url, method);
    const hook = hooks.get(path);
    if (hook) {
      const run = hook.get(method);
      return run ? run(req, res) : methodNotAllowed(res, [...hook.keys()].join(', '));
    }
    // '/.//en' normalises to the pathname '//en': collapse to one slash before any folder redirect.
    if (path.includes('//')) return redirect(res, 301, `${path.replace(/\/{2,}/g, '/')}${url.search}`);
    const file = path === '/' ? undefined : resolveStatic(mounts, path);
    if (path !== '/' && !file) return sendNotFoundPage(res, path, method);
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
    if (!file) return redirect(res, 302, '/en/');
    // A folder answers with its index.html; its relative links need the trailing slash.
    if (file.endsWith(`${sep}index.html`) && !path.endsWith('/') && !path.endsWith('.html')) return redirect(res, 301, `${path}/${url.search}`);
    if (!sendFile(res, file, method)) sendNotFoundPage(res, path, method);
  }

  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks both timeouts on this interval (30 s by default, which would stretch a 10 s limit to 40 s).
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs / 2),
  }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof Refused) return sendRefused(res, error);
      sendFailure(res, 'request', error);
    });
  });
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((done) => server.listen(options.port, options.host ?? '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    db: store.db,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await store.close();
    },
  };
}

// `node --import tsx demo/api/server.ts` (npm start / npm run serve) starts it on PORT with DATA_DIR.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.env.PORT ?? 8080);
  startDemoServer({
    port,
    // DATABASE_URL (postgres://…) runs on a PostgreSQL server instead of PGlite in DATA_DIR.
    dataDir: process.env.DATABASE_URL || process.env.DATA_DIR || '.demo-data',
    testHooks: process.env.DEMO_TEST_HOOKS === '1',
    token: process.env.DEMO_TOKEN ?? 'demo-token',
    ...(process.env.DEMO_CAPTCHA === 'off' ? { captcha: 'off' as const } : {}),
    ...(process.env.DEMO_HASH_COST === 'test' ? { hashCost: 'test' as const } : {}),
    https: process.env.DEMO_HTTPS === '1' ? 'always' : process.env.DEMO_TRUST_PROXY === '1' ? 'forwarded' : 'tls',
  }).then(
    (server) => console.log(`Demo portal on ${server.url}/en/ (mailbox: ${server.url}/demo/mailbox.html)`),
    (error: unknown) => {
      console.error('[demo-api] could not start', error);
      process.exit(1);
    },
  );
}

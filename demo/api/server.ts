import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCaptcha, type Captcha } from './captcha';
import { createClock } from './clock';
import type { Deps } from './context';
import { openStore, reseed } from './db';
import { BadRequest, readBody, sendJson } from './http';
import { listMail } from './mailbox';
import { dispatch, routeTable } from './router';
import { allHandlers } from './routes';
import { createSessions } from './sessions';
import { resolveStatic, sendFile, type Mount } from './static';

/** Options of the demo server. */
export interface DemoServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** A data directory kept across restarts, or 'memory' (tests). Default `.demo-data`. */
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
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than a stall of the
 * event loop that a test process sharing it with the server can hit (an in-process PGlite store compiling
 * its WASM takes ~4 s, longer on a busy machine): both idle timers then expire during the same stall, the
 * server's fires first, and the client writes its next request onto a socket the server just destroyed
 * (ECONNRESET). The side that sends requests must give up an idle connection first; clients read this
 * value from the `Keep-Alive: timeout=65` hint and close a little earlier, so a stall has to outlast a
 * minute (longer than any test timeout) to race. Browsers keep idle sockets up to minutes too.
 */
export const KEEP_ALIVE_MS = 65_000;

/** A running demo server. */
export interface DemoServer {
  url: string;
  /** The store itself, so tests can check what a handler kept (a contact message, an e-signature request). */
  db: PGlite;
  close(): Promise<void>;
}

function captchaOff(): Captcha {
  return { challenge: () => createCaptcha(createClock()).challenge(), verify: async () => true };
}

function bearerOk(req: IncomingMessage, token: string): boolean {
  return req.headers.authorization === `Bearer ${token}`;
}

/** Starts the demo API and site; resolves once it listens. */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const testHooks = options.testHooks ?? false;
  const token = options.token ?? 'demo-token';
  const distDir = resolve(options.distDir ?? 'dist');
  const store = await openStore(options.dataDir ?? '.demo-data');
  const clock = createClock();
  const captchaMode = options.captcha ?? (testHooks ? 'off' : 'required');
  const deps: Deps = {
    db: store.db,
    clock,
    sessions: createSessions(clock),
    captcha: captchaMode === 'off' ? captchaOff() : createCaptcha(clock),
    testHooks,
  };
  const routes = routeTable();
  const mounts: Mount[] = [
    { prefix: '/mi-portal/', roots: [distDir] },
    { prefix: '/', roots: [resolve(distDir, 'site'), resolve('demo/pages')] },
  ];

  async function hooks(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path === '/demo/mailbox.json' && req.method === 'GET') {
      sendJson(res, 200, await listMail(store.db));
      return true;
    }
    if (!testHooks || req.method !== 'POST') return false;
    if (path === '/demo/clock') {
      const body = await readBody(req);
      const offset = typeof body === 'object' && body !== null ? Number((body as Record<string, unknown>).offsetMs) : NaN;
      if (!Number.isFinite(offset)) throw new BadRequest('offsetMs must be a number');
      clock.setOffset(offset);
      sendJson(res, 200, { offsetMs: offset, now: new Date(clock.now()).toISOString() });
      return true;
    }
    if (path === '/demo/reset') {
      await reseed(store.db);
      clock.setOffset(0);
      sendJson(res, 200, { result: 'success' });
      return true;
    }
    return false;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // '//host/…' would parse as another origin: refuse it before it can become a redirect.
    if ((req.url ?? '/').startsWith('//')) return sendJson(res, 404, { result: 'failure', errCode: '404', message: 'Not found' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path.startsWith('/mi/') || path.startsWith('/bin/')) {
      // The captcha widget fetches its challenge itself (it cannot add our header); a challenge grants nothing.
      const open = method === 'GET' && path === '/mi/api/captcha/challenge';
      if (!open && !bearerOk(req, token)) return sendJson(res, 401, { result: 'failure', errCode: '401', message: 'Missing or wrong bearer token' });
      const route = routes.get(`${method} ${path}`);
      if (route) return dispatch(deps, allHandlers, route, req, res, url);
      const other = routes.has(`${method === 'GET' ? 'POST' : 'GET'} ${path}`);
      return sendJson(res, other ? 405 : 404, { result: 'failure', errCode: other ? '405' : '404', message: other ? 'Method not allowed' : 'Not found' });
    }
    if (await hooks(req, res, path)) return;
    if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { result: 'failure', errCode: '405', message: 'Method not allowed' });
    if (path === '/') {
      res.writeHead(302, { Location: '/en/' }).end();
      return;
    }
    const file = resolveStatic(mounts, path);
    if (file) {
      // A folder answers with its index.html; its relative links need the trailing slash.
      if (file.endsWith(`${sep}index.html`) && !path.endsWith('/') && !path.endsWith('.html')) {
        res.writeHead(301, { Location: `${path}/${url.search}` }).end();
        return;
      }
      if (sendFile(res, file, method)) return;
    }
    sendJson(res, 404, { result: 'failure', errCode: '404', message: 'This page could not be found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BadRequest) return sendJson(res, 400, { result: 'failure', errCode: error.errCode, message: error.message });
      console.error('[demo-api] request failed', error);
      if (!res.headersSent) sendJson(res, 500, { result: 'failure', errCode: 'sc002', message: 'The operation could not be completed.' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
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
    dataDir: process.env.DATA_DIR ?? '.demo-data',
    testHooks: process.env.DEMO_TEST_HOOKS === '1',
    token: process.env.DEMO_TOKEN ?? 'demo-token',
    ...(process.env.DEMO_CAPTCHA === 'off' ? { captcha: 'off' as const } : {}),
  }).then(
    (server) => console.log(`Demo portal on ${server.url}/en/ (mailbox: ${server.url}/demo/mailbox.html)`),
    (error: unknown) => {
      console.error('[demo-api] could not start', error);
      process.exit(1);
    },
  );
}

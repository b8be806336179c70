/**
 * `npm run bench:load`: loopback load on the demo API. Starts its own server (bench/load-server.ts,
 * a child process) on a random port of 127.0.0.1 with a temporary data folder and the full hashing
 * cost, runs bounded phases at concurrency 50, prints requests per second and p50/p99 of each, and
 * stops by itself (everything is bounded in requests and time; a watchdog ends a stuck run).
 */
import { fork } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../demo/api/seed-accounts';

const CONCURRENCY = 50;
const TOKEN = 'demo-token';

/** One answered request: status (0 = failed), milliseconds, and the Retry-After it was told. */
interface Sample { status: number; ms: number; retryAfterMs: number }

/** What one request of a phase sends. */
interface Call { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }

function send(base: URL, agent: Agent, call: Call): Promise<Sample> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request({ host: base.hostname, port: base.port, agent, method: call.method, path: call.path, headers: call.headers, timeout: 30_000 }, (res) => {
      res.resume();
      const retryAfterMs = Number(res.headers['retry-after'] ?? 0) * 1000;
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started, retryAfterMs }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done({ status: 0, ms: performance.now() - started, retryAfterMs: 0 }));
    req.end(call.body);
  });
}

/**
 * Runs `next` from `workers` parallel loops until `maxRequests` were sent or `maxMs` passed. With
 * `patient`, a loop told 429 waits for its Retry-After like a person told "try again in a moment".
 */
async function phase(base: URL, workers: number, maxRequests: number, maxMs: number, next: (i: number) => Call, patient = false): Promise<{ samples: Sample[]; seconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: workers });
  const samples: Sample[] = [];
  const started = performance.now();
  let sent = 0;
  async function loop(): Promise<void> {
    while (sent < maxRequests && performance.now() - started < maxMs) {
      const sample = await send(base, agent, next(sent++));
      samples.push(sample);
      const wait = Math.min(sample.retryAfterMs, maxMs - (performance.now() - started));
      if (patient && wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }
  await Promise.all(Array.from({ length: workers }, loop));
  agent.destroy();
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function pct(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function line(name: string, samples: readonly Sample[], seconds: number): string {
  const ms = samples.map((s) => s.ms);
  const rate = seconds > 0 ? `${(samples.length / seconds).toFixed(1).padStart(8)} req/s` : ''.padStart(14);
  return `${name.padEnd(34)} ${String(samples.length).padStart(6)} req ${rate}  p50 ${pct(ms, 50).toFixed(0).padStart(6)} ms  p99 ${pct(ms, 99).toFixed(0).padStart(6)} ms`;
}

/** Prints a phase, and each status on its own line when there were several (logins: 200 answered, 429 busy). */
function report(name: string, { samples, seconds }: { samples: Sample[]; seconds: number }): void {
  const statuses = [...new Set(samples.map((s) => s.status))].sort();
  const counts = statuses.map((status) => `${status}x${samples.filter((s) => s.status === status).length}`).join(' ');
  console.log(`${line(name, samples, seconds)}  [${counts}]`);
  if (statuses.length > 1) for (const status of statuses) console.log(line(`  ${status || 'failed'}`, samples.filter((s) => s.status === status), 0));
}

/**
 * Copies the shared platform chunk of dist/ (every widget loads it: the libraries and src/) into `dist`, or writes a synthetic
 * 40 KB chunk when nothing was built; a rebuild during the run cannot pull the file away.
 */
function widgetChunk(dist: string): { path: string; synthetic: boolean } {
  const built = join('dist', 'chunks');
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  const shared = existsSync(built) ? readdirSync(built).find((f) => f.startsWith('platform-') && f.endsWith('.js')) : undefined;
  if (shared) {
    copyFileSync(join(built, shared), join(dist, 'chunks', shared));
    return { path: `/mi-portal/chunks/${shared}`, synthetic: false };
  }
  writeFileSync(join(dist, 'chunks', 'widget.js'), `export const widget = ${JSON.stringify('x'.repeat(40 * 1024))};\n`);
  return { path: '/mi-portal/chunks/widget.js', synthetic: true };
}

const form = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' };
const failingLogin = (i: number): Call => ({ method: 'POST', path: '/mi/en/login/login', headers: form, body: `emailId=load-${i}%40example.com&password=Wrong2026pass` });

/** Forks the server on a data and a dist folder; resolves with its URL and a stop function. */
async function startServer(dataDir: string, distDir: string): Promise<{ base: URL; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./load-server.ts', import.meta.url)), [dataDir, distDir], { execArgv: ['--import', 'tsx'] });
  const url = await new Promise<string>((done, fail) => {
    child.once('message', (message) => done((message as { url: string }).url));
    child.once('exit', (code) => fail(new Error(`the demo server exited (${code}) before listening`)));
  });
  return {
    base: new URL(url),
    stop: () => new Promise<void>((done) => {
      child.once('exit', () => done());
      child.send('close');
    }),
  };
}

const temp = mkdtempSync(join(tmpdir(), 'mi-load-'));
const chunk = widgetChunk(join(temp, 'dist'));
// Whatever happens, the run ends: 3 minutes is well past the sum of the phase bounds.
const watchdog = setTimeout(() => {
  console.error('bench:load took too long; stopping');
  process.exit(1);
}, 180_000);
const { base, stop } = await startServer(join(temp, 'data'), join(temp, 'dist'));
try {
  const { email, password } = DEMO_ACCOUNTS.advisorEn;
  const signIn = await new Promise<string>((done) => {
    const req = request({ host: base.hostname, port: base.port, method: 'POST', path: '/mi/en/login/login', headers: form }, (res) => {
      res.resume();
      done((res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
    });
    req.end(`emailId=${encodeURIComponent(email)}&password=${encodeURIComponent(password ?? '')}`);
  });
  const loggedIn: Call = { method: 'GET', path: '/mi/api/en/loggedInStatus/index', headers: { Authorization: `Bearer ${TOKEN}`, Cookie: signIn } };
  console.log(`demo API load at concurrency ${CONCURRENCY} on ${base.origin} (chunk ${chunk.path}${chunk.synthetic ? ', synthetic' : ''})`);
  report('widget chunk', await phase(base, CONCURRENCY, 3000, 5000, () => ({ method: 'GET', path: chunk.path })));
  report('logged-in check', await phase(base, CONCURRENCY, 3000, 5000, () => loggedIn));
  report('login (failing)', await phase(base, CONCURRENCY, 300, 20_000, failingLogin));
  // Logins saturated: 50 people submitting failing logins (waiting Retry-After when told busy),
  // while one client at a time fetches the chunk and the logged-in check.
  const saturation = phase(base, CONCURRENCY, 20_000, 8000, (i) => failingLogin(100_000 + i), true);
  const [logins, statics, checks] = await Promise.all([
    saturation,
    phase(base, 1, 10_000, 8000, () => ({ method: 'GET', path: chunk.path })),
    phase(base, 1, 10_000, 8000, () => loggedIn),
  ]);
  report('login while saturated', logins);
  report('widget chunk while saturated', statics);
  report('logged-in check while saturated', checks);
  const p99 = pct(statics.samples.map((s) => s.ms), 99);
  console.log(`static p99 while logins are saturated: ${p99.toFixed(0)} ms (target under 200 ms: ${p99 < 200 ? 'met' : 'NOT met'})`);
} finally {
  await stop();
  clearTimeout(watchdog);
  rmSync(temp, { recursive: true, force: true });
}

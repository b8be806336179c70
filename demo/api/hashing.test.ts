import { randomBytes, scryptSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHashing, hashSecret, hashingConcurrency, needsRehash, normaliseAnswer, OWASP_SCRYPT, TEST_SCRYPT, verifySecret } from './crypto';
import { asRequest, Busy, BUSY_MESSAGE, createGate, RETRY_AFTER_SECONDS, type Gate } from './limits';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { startTestServer } from './test-client';

const AUTH = { Authorization: 'Bearer demo-token' };
const FORM = { ...AUTH, 'Content-Type': 'application/x-www-form-urlencoded' };

function login(base: string, emailId: string, password: string, locale = 'en'): Promise<Response> {
  return fetch(`${base}/mi/${locale}/login/login`, { method: 'POST', headers: FORM, body: new URLSearchParams({ emailId, password }) });
}

/**
 * A hash as stored before the parameters were recorded (`scrypt$<salt>$<key>`, N=2^14, r=8), and the same
 * key with its parameters recorded; `r` below the test cost's 8 makes a recorded hash "cheaper than current".
 */
function legacyHash(password: string, N = 2 ** 14, r = 8): { legacy: string; recorded: string } {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p: 1 }).toString('base64url');
  const s = salt.toString('base64url');
  return { legacy: `scrypt$${s}$${key}`, recorded: `scrypt$${N}$${r}$1$${s}$${key}` };
}

describe('the hashing gate', () => {
  /** A request (asRequest) whose one hash runs until `release()`. */
  function slowRequest(gate: Gate, order: string[], name: string): { done: Promise<void>; release(): void } {
    let release = () => undefined as void;
    const done = asRequest(() => gate.run(() => new Promise<void>((resolve) => (release = () => { order.push(name); resolve(); }))));
    return { done, release: () => release() };
  }

  it('runs `concurrency` tasks, admits `queue` more requests to wait, and refuses a new request beyond that at once', async () => {
    const gate = createGate(1, 1);
    const order: string[] = [];
    const first = slowRequest(gate, order, 'first');
    const second = asRequest(() => gate.run(async () => void order.push('second')));
    expect(gate.full()).toBe(true);
    await expect(asRequest(() => gate.run(async () => 'third'))).rejects.toBeInstanceOf(Busy);
    // Work outside a request (seeding) waits in line instead: nobody could retry it.
    const seeding = gate.run(async () => void order.push('seeding'));
    expect(gate.stats()).toEqual({ active: 1, waiting: 2, requests: 2 });
    first.release();
    await Promise.all([first.done, second, seeding]);
    expect(order).toEqual(['first', 'second', 'seeding']);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, requests: 0 });
    expect(gate.full()).toBe(false);
  });

  it('counts a request once however many hashes it runs', async () => {
    const gate = createGate(1, 1);
    const slow = slowRequest(gate, [], 'slow');
    // Five hashes at once (a new password against the last five): one request waiting, not five.
    const fanOut = asRequest(() => Promise.all(Array.from({ length: 5 }, (_, i) => gate.run(async () => i))));
    expect(gate.stats()).toEqual({ active: 1, waiting: 5, requests: 2 });
    await expect(asRequest(() => gate.run(async () => 'third'))).rejects.toBeInstanceOf(Busy);
    slow.release();
    expect(await fanOut).toEqual([0, 1, 2, 3, 4]);
  });

  it('never refuses a later hash of an admitted request (the password after the answers), even when full', async () => {
    const gate = createGate(1, 1);
    let proceed = () => undefined as void;
    const paused = new Promise<void>((resolve) => (proceed = resolve));
    const admitted = asRequest(async () => {
      await gate.run(async () => undefined);
      await paused;
      return gate.run(async () => 'later');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const others = [slowRequest(gate, [], 'a'), slowRequest(gate, [], 'b')];
    expect(gate.full()).toBe(true);
    proceed();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const other of others) other.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const other of others) other.release();
    expect(await admitted).toBe('later');
  });

  it('leaves two libuv threads to files and a core to the event loop by default (at least one hash runs)', () => {
    const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    expect(hashingConcurrency()).toBeGreaterThanOrEqual(1);
    if (hashingConcurrency() > 1) {
      expect(hashingConcurrency()).toBeLessThanOrEqual(pool - 2);
      expect(hashingConcurrency()).toBeLessThan(availableParallelism());
    }
  });
});

describe('password hashes', () => {
  it('record their parameters and meet the OWASP scrypt minimum (N=2^17, r=8, p=1) outside tests', async () => {
    configureHashing({ cost: 'owasp' });
    try {
      const hash = await hashSecret('Advisor2026!');
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(OWASP_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
      // Each OWASP-cost hash takes ~0.3-1 s: one verification is enough here (wrong ones are checked below).
      expect(await verifySecret('Advisor2026!', hash)).toBe(true);
      expect(needsRehash(hash)).toBe(false);
    } finally {
      configureHashing({ cost: 'test' });
    }
  });

  it('verify the old format, flag it and cheaper costs for re-hashing, and never match malformed or absurd costs', async () => {
    const { legacy, recorded } = legacyHash('Advisor2026!');
    expect(await verifySecret('Advisor2026!', legacy)).toBe(true);
    expect(await verifySecret('Advisor2026!', recorded)).toBe(true);
    expect(await verifySecret('wrong', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(legacyHash('x', TEST_SCRYPT.N, 4).recorded)).toBe(true);
    expect(needsRehash(legacyHash('x', TEST_SCRYPT.N).recorded)).toBe(false);
    for (const bad of ['', 'scrypt$', 'bcrypt$a$b', recorded.replace('$16384$', '$1073741824$'), recorded.replace('$16384$', '$1000$')]) {
      expect(await verifySecret('Advisor2026!', bad), bad).toBe(false);
    }
  });
});

describe('Unicode forms', () => {
  const composed = 'Été2026ça'.normalize('NFC');
  const decomposed = composed.normalize('NFD');

  it('one password however its accents were typed (one character, or a letter and a combining accent)', async () => {
    expect(decomposed).not.toBe(composed);
    expect(await verifySecret(decomposed, await hashSecret(composed))).toBe(true);
    expect(await verifySecret(composed, await hashSecret(decomposed))).toBe(true);
    expect(await verifySecret('Ete2026ca', await hashSecret(composed))).toBe(false);
  });

  it('a hash made before the NFC step from a decomposed password still matches it as typed', async () => {
    expect(await verifySecret(decomposed, legacyHash(decomposed).recorded)).toBe(true);
  });

  it('one security answer however its accents were typed', () => {
    expect(normaliseAnswer(' MONTRE\u0301AL ')).toBe(normaliseAnswer('montréal'));
  });
});

describe('login re-hashes old hashes', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const hashOf = (email: string) => server.db.query<{ password_hash: string; history: string[] }>(
    'SELECT password_hash, ARRAY(SELECT hash FROM password_history h WHERE h.user_id = u.id) AS history FROM users u WHERE email = $1', [email],
  ).then((r) => r.rows[0]);

  it('stores the password in the current format at the next successful login, in the user row and its history', async () => {
    const en = DEMO_ACCOUNTS.advisorEn;
    const fr = DEMO_ACCOUNTS.advisorFr;
    // What a store written before this change holds: the old format, and a cheaper recorded cost.
    const old = { en: legacyHash(en.password ?? '').legacy, fr: legacyHash(fr.password ?? '', TEST_SCRYPT.N, 4).recorded };
    for (const [email, hash] of [[en.email, old.en], [fr.email, old.fr]] as const) {
      await server.db.query('UPDATE password_history SET hash = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)', [email, hash]);
      await server.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [email, hash]);
    }
    expect(await (await login(server.url, en.email, 'Wrong2026pass')).json()).toMatchObject({ errCode: 'login001' });
    expect((await hashOf(en.email))?.password_hash).toBe(old.en);
    for (const account of [en, fr]) expect(await (await login(server.url, account.email, account.password ?? '')).json()).toMatchObject({ result: 'success' });
    for (const [email, before] of [[en.email, old.en], [fr.email, old.fr]] as const) {
      const row = await hashOf(email);
      expect(row?.password_hash, email).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$`));
      expect(row?.password_hash).not.toBe(before);
      expect(row?.history).toEqual([row?.password_hash]);
    }
    // The new hash logs in, and is not re-hashed again.
    const upgraded = (await hashOf(en.email))?.password_hash;
    expect(await (await login(server.url, en.email, en.password ?? '')).json()).toMatchObject({ result: 'success' });
    expect((await hashOf(en.email))?.password_hash).toBe(upgraded);
  });
});

describe('under a burst of logins', () => {
  let server: DemoServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mi-burst-'));
    mkdirSync(join(dist, 'chunks'), { recursive: true });
    writeFileSync(join(dist, 'chunks', 'widget.js'), `export const w = ${JSON.stringify('x'.repeat(30_000))};`);
    server = await startTestServer({ distDir: dist });
    configureHashing({ concurrency: 2, queue: 4 });
  });
  afterAll(async () => {
    configureHashing({ concurrency: hashingConcurrency() });
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** When (performance.now()) the answer to a GET had fully arrived. */
  async function doneAt(path: string): Promise<number> {
    const response = await fetch(server.url + path, { headers: AUTH });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    return performance.now();
  }

  it('answers what exceeds the hashing queue at once with 429 busy and Retry-After, while files and the session check stay fast', async () => {
    // OWASP-cost hashes on the accounts (~0.3-1 s to verify each) keep the admitted logins hashing well
    // after the burst has been read, so "fast" can be judged against them rather than a clock.
    configureHashing({ cost: 'owasp' });
    const slowHash = await hashSecret('Slow2026pass');
    configureHashing({ cost: 'test' });
    const accounts = Object.values(DEMO_ACCOUNTS).filter((a) => a.status === 'active');
    for (const a of accounts) await server.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [a.email, slowHash]);
    let arrived = 0;
    const burst = Array.from({ length: 50 }, async (_, i) => {
      const response = await login(server.url, accounts[i % accounts.length]?.email ?? '', 'Wrong2026pass', i % 2 ? 'fr' : 'en');
      arrived += 1;
      return { i, at: performance.now(), status: response.status, retry: response.headers.get('retry-after'), body: (await response.json()) as { errCode: string; message: string } };
    });
    // Once the refusals are in, the file and the check are asked while the admitted logins still hash.
    for (const start = Date.now(); arrived < 40 && Date.now() - start < 10_000; ) await new Promise((r) => setTimeout(r, 10));
    const [fileAt, checkAt] = await Promise.all([doneAt('/mi-portal/chunks/widget.js'), doneAt('/mi/api/en/loggedInStatus/index')]);
    const answers = await Promise.all(burst);
    const busy = answers.filter((a) => a.status === 429);
    const answered = answers.filter((a) => a.status === 200);
    expect(answered.length + busy.length).toBe(50);
    // Checked (a wrong password), or refused unchecked by the account's limits: the burst's attempts on one
    // account are counted before any is checked (guessing.ts), so from the fifth on they wait (login003).
    const hashed = answered.filter((a) => a.body.errCode === 'login001');
    const slowed = answered.filter((a) => a.body.errCode === 'login003');
    expect(hashed.length + slowed.length).toBe(answered.length);
    expect(hashed.length).toBeGreaterThanOrEqual(3);
    // What exceeds the hashing queue or the limits is answered at once, without a hash.
    expect(busy.length + slowed.length).toBeGreaterThanOrEqual(25);
    for (const a of busy) {
      expect(a.retry).toBe(String(RETRY_AFTER_SECONDS));
      expect(a.body).toMatchObject({ errCode: 'busy', message: BUSY_MESSAGE[a.i % 2 ? 'fr' : 'en'] });
    }
    // The file and the check came back while logins were still hashing: they did not wait for the hashes
    // (without the gate the file's reads queue in the thread pool behind every one of them).
    expect(hashed.filter((a) => a.at > fileAt).length).toBeGreaterThanOrEqual(1);
    expect(hashed.filter((a) => a.at > checkAt).length).toBeGreaterThanOrEqual(1);
  });
});

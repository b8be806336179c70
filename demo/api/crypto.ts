import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createGate, type Gate } from './limits';

const KEY_LENGTH = 32;

/** scrypt cost parameters; every hash records the ones it was made with. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet minimum for scrypt: N=2^17, r=8, p=1 (128 MiB and ~0.3-1 s per hash). */
export const OWASP_SCRYPT: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
/**
 * Test servers only (test hooks on, or `DEMO_HASH_COST=test`): 128x cheaper (~1 ms a hash) so seeding and
 * the guessing tests, which hash hundreds of wrong passwords, stay quick. The lowest cost a stored hash may ask for.
 */
export const TEST_SCRYPT: Readonly<ScryptParams> = { N: 2 ** 10, r: 8, p: 1 };
// Hashes stored before the parameters were recorded (`scrypt$<salt>$<key>`) were made with these.
const LEGACY_SCRYPT: Readonly<ScryptParams> = { N: 2 ** 14, r: 8, p: 1 };

/** Which cost new hashes get: the OWASP minimum, or the cheaper one a test setting asks for. */
export type HashCost = 'owasp' | 'test';

/**
 * Hashes at once at most: scrypt runs on the libuv pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise), so two threads stay free for static files, and one core stays free for the event loop.
 */
export function hashingConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(pool - 2, availableParallelism() - 1));
}

let target: Readonly<ScryptParams> = OWASP_SCRYPT;
let gate: Gate = createGate(hashingConcurrency(), 2 * hashingConcurrency());

/**
 * Sets the cost of new hashes and the hashing gate for the whole process (the thread pool is per
 * process too). The gate runs `concurrency` hashes at once and admits `queue` (default twice that)
 * more requests to wait; a new request beyond that gets Busy (429), so an accepted login waits a few
 * hash times at most.
 */
export function configureHashing(options: { cost?: HashCost; concurrency?: number; queue?: number }): void {
  if (options.cost) target = options.cost === 'test' ? TEST_SCRYPT : OWASP_SCRYPT;
  const concurrency = options.concurrency ?? hashingConcurrency();
  if (options.concurrency !== undefined || options.queue !== undefined) gate = createGate(concurrency, options.queue ?? 2 * concurrency);
}

/** True when a hash asked for now would be refused with Busy: lets a caller refuse before doing any work. */
export function hashingFull(): boolean {
  return gate.full();
}

/** The cost new hashes get now. */
export function hashParams(): Readonly<ScryptParams> {
  return target;
}

function scryptAsync(secret: BinaryLike, salt: BinaryLike, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below the OWASP cost.
  const options = { N, r, p, maxmem: 256 * N * r };
  return gate.run(() => new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  }));
}

/**
 * Hashes a secret with scrypt at the current cost: `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url). The secret in
 * Unicode NFC first (NIST SP 800-63B, 5.1.1.2): "é" typed as one character or as "e" and an accent, as keyboards and
 * password managers differ, is one password.
 */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const params = target;
  const key = await scryptAsync(secret.normalize('NFC'), salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A stored hash taken apart; undefined when malformed or its cost is out of bounds (a stored value cannot ask for 1 GB). */
function parseHash(stored: string | null | undefined): { params: ScryptParams; salt: string; key: string; legacy: boolean } | undefined {
  const parts = (stored ?? '').split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3 && parts[1] && parts[2]) return { params: LEGACY_SCRYPT, salt: parts[1], key: parts[2], legacy: true };
  if (parts.length !== 6 || !parts[4] || !parts[5]) return undefined;
  const [N, r, p] = parts.slice(1, 4).map((n) => (/^\d{1,8}$/.test(n ?? '') ? Number(n) : NaN)) as [number, number, number];
  const powerOfTwo = N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return undefined;
  return { params: { N, r, p }, salt: parts[4], key: parts[5], legacy: false };
}

/**
 * Checks a secret against a stored hash (either format) in constant time; malformed hashes never match. The secret
 * in NFC, as hashSecret stores it; a secret typed in another form is also tried as typed, which is how hashes made
 * before the NFC step hold it.
 */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, 'base64url');
  const matches = async (text: string) => {
    const key = await scryptAsync(text, Buffer.from(parsed.salt, 'base64url'), parsed.params);
    return expected.length === key.length && timingSafeEqual(expected, key);
  };
  const nfc = secret.normalize('NFC');
  return (await matches(nfc)) || (nfc !== secret && matches(secret));
}

/** True when a (verified) hash is in the old format or cheaper than the current cost: re-hash it at login. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return parsed.legacy || N < target.N || r < target.r || p < target.p;
}

/**
 * Security answers compare after trimming, collapsing spaces and lower-casing ("  Blue  Car" = "blue car"), in NFC
 * ("Montréal" with a combining accent is the same answer).
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');
}

/** A random single-use code for links and hash tokens (base64url, 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Codes are stored as SHA-256 digests so a leaked table cannot be replayed as links. */
export function digest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

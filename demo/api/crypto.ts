import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 32;
// N=16384 (the Node default) costs ~50 ms per hash: enough for a demo, fast enough for tests.
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scryptAsync(secret: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a secret with scrypt and a fresh per-value salt; the result is `scrypt$<salt>$<key>` (base64url). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a secret against a stored hash in constant time; malformed hashes never match. */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 3 || parts[0] !== 'scrypt' || !parts[1] || !parts[2]) return false;
  const expected = Buffer.from(parts[2], 'base64url');
  const key = await scryptAsync(secret, Buffer.from(parts[1], 'base64url'));
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** Security answers compare after trimming, collapsing spaces and lower-casing ("  Blue  Car" = "blue car"). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');
}

/** A random single-use code for links and hash tokens (base64url, 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Codes are stored as SHA-256 digests so a leaked table cannot be replayed as links. */
export function digest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

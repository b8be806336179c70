import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomToken } from './crypto';
import type { Clock } from './clock';
import type { Queryable } from './db';

/** Server side of the ALTCHA captcha: issues v2 challenges and verifies the posted payload once. */
export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True when the posted captcha value (CAPTCHA_FIELD) is a fresh, correct solution (each one counts once). */
  verify(payload: string | undefined): Promise<boolean>;
}

/** Challenge lifetime; the widget fetches a new one when it expires. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

interface PostedPayload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): PostedPayload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { challenge, solution } = parsed as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return null;
  }
}

/**
 * The HMAC secret every instance on the database signs with: the first one to need it stores a random
 * one, and a second racing it keeps the stored one (not read once at start: POST /demo/reset drops it).
 */
async function sharedSecret(db: Queryable): Promise<string> {
  const read = async () => (await db.query<{ secret: string }>('SELECT secret FROM captcha_secret WHERE id = 1')).rows[0]?.secret;
  const found = await read();
  if (found) return found;
  await db.query('INSERT INTO captcha_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomToken()]);
  const stored = await read();
  if (!stored) throw new Error('the captcha secret could not be stored');
  return stored;
}

/**
 * Marks a verified challenge spent; false when it already was (on any instance): one INSERT whose
 * unique key decides between racing requests. A row is kept until its challenge expires, on the clock
 * altcha-lib checks expiry against (the real one, not the demo clock), so it can never be replayed.
 */
async function spend(db: Queryable, challenge: Challenge): Promise<boolean> {
  const expiresAt = challenge.parameters.expiresAt;
  if (!expiresAt) return false;
  await db.query('DELETE FROM captcha_spent WHERE expires_at < $1', [Date.now()]);
  const claimed = await db.query(
    'INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING',
    [challenge.signature, expiresAt * 1000],
  );
  return claimed.affectedRows === 1;
}

/** Key-derivation rounds per try: ~256 tries × 500 hashes, a fraction of a second in a browser worker. */
export const CAPTCHA_COST = 500;
/** Test servers (the test hash cost): 25x less work, so suites that solve many challenges stay quick. */
export const TEST_CAPTCHA_COST = 20;

/**
 * SHA-256 with keyPrefix '00' and `cost` rounds: every submission costs real work. The secret and the
 * spent challenges live in the database, so instances sharing one (DATABASE_URL) accept each other's
 * challenges and each solution once. Verification uses the cost the signed challenge carries.
 */
export function createCaptcha(clock: Clock, db: Queryable, cost = CAPTCHA_COST): Captcha {
  return {
    challenge: async () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost,
        keyPrefix: '00',
        deriveKey,
        hmacSignatureSecret: await sharedSecret(db),
        expiresAt: Math.floor((clock.now() + CHALLENGE_TTL_MS) / 1000),
      }),
    async verify(payload) {
      const posted = payload ? decode(payload) : null;
      if (!posted?.challenge.signature) return false;
      let verified = false;
      try {
        verified = (await verifySolution({ challenge: posted.challenge, solution: posted.solution, deriveKey, hmacSignatureSecret: await sharedSecret(db) })).verified;
      } catch {
        verified = false;
      }
      // Checked before it is spent: a wrong solution does not burn the challenge.
      return verified && spend(db, posted.challenge);
    },
  };
}

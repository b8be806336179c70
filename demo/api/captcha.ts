import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomToken } from './crypto';
import type { Clock } from './clock';

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
 * SHA-256 with keyPrefix '00' and cost 500: ~256 tries × 500 hashes, a fraction of a second in a
 * browser worker, yet every submission costs real work. Signed with a per-process secret.
 */
export function createCaptcha(clock: Clock, secret = randomToken()): Captcha {
  const used = new Map<string, number>();
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 500,
        keyPrefix: '00',
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: Math.floor((clock.now() + CHALLENGE_TTL_MS) / 1000),
      }),
    async verify(payload) {
      const posted = payload ? decode(payload) : null;
      if (!posted?.challenge.signature) return false;
      const now = clock.now();
      for (const [sig, until] of used) if (until < now) used.delete(sig);
      const signature = posted.challenge.signature;
      if (used.has(signature)) return false;
      // Reserve before awaiting, so a parallel request with the same payload finds it taken.
      used.set(signature, now + CHALLENGE_TTL_MS);
      let verified = false;
      try {
        verified = (await verifySolution({ challenge: posted.challenge, solution: posted.solution, deriveKey, hmacSignatureSecret: secret })).verified;
      } catch {
        verified = false;
      }
      // A wrong solution does not burn the challenge.
      if (!verified) used.delete(signature);
      return verified;
    },
  };
}

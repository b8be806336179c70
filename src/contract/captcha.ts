import { number, optional, record, string, type, union, boolean, literal, type Infer } from './schema';
import { call } from './call';

// The names without the schemas, for the submit engine (src/flow/submitEngine.ts).
export { CAPTCHA_EXPIRED_KEY, CAPTCHA_FIELD, CAPTCHA_REFUSED } from './captcha-names';

/** ALTCHA v2 challenge parameters as altcha-lib 2.x createChallenge returns them. */
export const AltchaParameters = type({
  algorithm: string(),
  nonce: string(),
  salt: string(),
  cost: number(),
  keyLength: number(),
  keyPrefix: string(),
  keySignature: optional(string()),
  memoryCost: optional(number()),
  parallelism: optional(number()),
  expiresAt: optional(number()),
  data: optional(record(string(), union([string(), number(), boolean(), literal(null)]))),
});

/** GET /mi/api/captcha/challenge answer: an ALTCHA v2 challenge for the `altcha` widget. */
export const CaptchaChallengeAnswer = type({ parameters: AltchaParameters, signature: optional(string()) });
/** Parsed challenge. */
export type CaptchaChallengeAnswer = Infer<typeof CaptchaChallengeAnswer>;

/** A fresh ALTCHA challenge. */
export const captchaChallengeCall = call({ method: 'GET', path: () => '/mi/api/captcha/challenge', body: 'none', access: 'public', answer: CaptchaChallengeAnswer });

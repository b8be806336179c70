import { number, optional, record, string, type, union, boolean, literal, type Infer } from './schema';
import { call } from './call';

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

/** Name of the posted captcha field, kept for every provider (reCAPTCHA and ALTCHA). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** The errCode every call answers when it refused the captcha token (expired, replayed or wrong). */
export const CAPTCHA_REFUSED = 'captcha';

/** Message key of a captcha the product had to reset (expired, refused or stale; spec section 5). */
export const CAPTCHA_EXPIRED_KEY = 'errors.g-recaptcha-response.expired';

/** A fresh ALTCHA challenge. */
export const captchaChallengeCall = call({ method: 'GET', path: () => '/mi/api/captcha/challenge', body: 'none', access: 'public', answer: CaptchaChallengeAnswer });

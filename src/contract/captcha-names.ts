// The captcha's names in the contract, apart from its schemas: the submit engine needs them, not the schemas.

/** Name of the posted captcha field, kept for every provider (reCAPTCHA and ALTCHA). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** The errCode every call answers when it refused the captcha token (expired, replayed or wrong). */
export const CAPTCHA_REFUSED = 'captcha';

/** Message key of a captcha the product had to reset (expired, refused or stale; spec section 5). */
export const CAPTCHA_EXPIRED_KEY = 'errors.g-recaptcha-response.expired';

import * as P from './patterns';
import { trim } from './normalize';
import { pattern } from './rules';
import type { Normalizer, Rule } from './types';

export * from './rules';

/** Firm name, street and city characters. */
export function address(): Rule {
  return pattern(P.ADDRESS);
}

/** Suite characters (address characters plus & and /). */
export function suite(): Rule {
  return pattern(P.SUITE);
}

/** Registration/profile email pattern. */
export function registrationEmail(): Rule {
  return pattern(P.REGISTRATION_EMAIL);
}

/** Canadian postal code. */
export function postalCode(): Rule {
  return pattern(P.POSTAL_CODE);
}

/** 10-digit phone with optional dashes. */
export function phone(): Rule {
  return pattern(P.PHONE);
}

/** Extension digits only (spec section 5 gives its length; a letter or a sign is never part of one). */
export function extensionDigits(): Rule {
  return pattern(P.EXTENSION);
}

/**
 * A 10-digit phone written another common way ("416 555 0123", "(416) 555-0123", "416.555.0123") becomes the
 * spec's 000-111-2222; one the spec already accepts (4165550123, 416-555-0123) and anything else stay as typed.
 */
export const phoneFormat: Normalizer = {
  name: 'phone',
  apply: (text) => {
    if (P.PHONE.test(text) || !P.PHONE_PUNCTUATED.test(text)) return text;
    const digits = text.replace(/\D/g, '');
    return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : text;
  },
};

/** A postal code in the spec's form A1A 1A1: upper case, one space in the middle ("k1a0b1" is K1A 0B1). */
export const postalCodeFormat: Normalizer = {
  name: 'postalCode',
  apply: (text) => {
    const compact = text.replace(/\s+/g, '').toUpperCase();
    return P.POSTAL_CODE.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : text;
  },
};

/** The clean-ups of a phone field: trimmed, then in the spec's format. */
export const PHONE_NORMALIZERS: readonly Normalizer[] = [trim, phoneFormat];

/** Primary dealer code, exactly 4 digits. */
export function dealerCode(): Rule {
  return pattern(P.DEALER_CODE);
}

/** Primary advisor code, 1 to 6 alphanumerics. */
export function advisorCode(): Rule {
  return pattern(P.ADVISOR_CODE);
}

/** Password strength (lower, upper, digit). */
export function passwordStrength(): Rule {
  return pattern(P.PASSWORD_STRENGTH);
}

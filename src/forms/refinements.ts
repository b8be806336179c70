import { AREA_CODES } from './area-codes.generated';
import * as P from './patterns';
import { pattern, textRule } from './rules';
import type { Rule } from './types';

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

/** First three digits are a US or Canadian area code; `key` lets other message fields share `errors.fields.phone.areaCode`. */
export function areaCode(key?: string): Rule {
  return textRule('areaCode', (t) => AREA_CODES.has(t.replace(/\D/g, '').slice(0, 3)), key ? { key } : undefined);
}

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

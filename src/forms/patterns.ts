/**
 * The regular expressions behind the field rules of spec section 5, in one place so the widgets,
 * the demo API and the tests read the same definitions. Letters are Latin-script letters (with
 * their accents); values are NFC-normalised first so a decomposed "é" (e + U+0301) counts as a letter.
 */

import { LATIN_LETTER } from './patterns-base';

export * from './patterns-base';

/** Firm name, street address and city: letters, digits, space and - , ! . ' (and the typographic ’). */
export const ADDRESS = new RegExp(String.raw`^(?:${LATIN_LETTER}|[0-9 \-,!.'’])*$`, 'u');

/** Suite: the address characters plus & and /. */
export const SUITE = new RegExp(String.raw`^(?:${LATIN_LETTER}|[0-9 \-,!.'’&/])*$`, 'u');

/**
 * Registration and profile email: letters (accents allowed), digits and + . _ - before the @,
 * then dot-separated domain labels and a top-level part of 2 to 12 letters.
 */
export const REGISTRATION_EMAIL = new RegExp(
  String.raw`^(?:${LATIN_LETTER}|[0-9+._\-])+@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,12}$`,
  'u',
);

/**
 * Canadian postal code A1A 1A1 with an optional space. D, F, I, O, Q and U never appear;
 * W and Z never lead. Case-insensitive: the UI may upper-case on blur, the rule does not insist.
 */
export const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** North American phone: 3, 3 and 4 digits, optionally separated by dashes (0001112222 or 000-111-2222). */
export const PHONE = /^\d{3}-?\d{3}-?\d{4}$/;

/** A phone written with spaces, dots or parentheses around its digits ("416 555 0123", "(416) 555-0123"). */
export const PHONE_PUNCTUATED = /^[\d\s().-]+$/;

/** A phone extension: digits only. */
export const EXTENSION = /^\d+$/;

/** Primary dealer code: exactly 4 digits. */
export const DEALER_CODE = /^\d{4}$/;

/** Primary advisor code: 1 to 6 letters or digits. */
export const ADVISOR_CODE = /^[A-Za-z0-9]{1,6}$/;

/** Password strength: at least one lowercase letter, one uppercase letter and one digit (lengths are separate rules). */
export const PASSWORD_STRENGTH = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)/su;

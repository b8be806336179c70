/**
 * The regular expressions behind the field rules of spec section 5, in one place so the widgets,
 * the demo API and the tests read the same definitions. Letters are Latin-script letters (with
 * their accents); values are NFC-normalised first so a decomposed "é" (e + U+0301) counts as a letter.
 */

// The patterns of the sign-in fields and default rules; patterns.ts adds the others (and re-exports
// these), so a login page does not download the registration and address patterns.

/** One Latin-script letter, accented or not (`\p{L}` restricted to the Latin script). */
export const LATIN_LETTER = String.raw`(?=\p{L})\p{Script=Latin}`;

/** Default sanitize pattern: letters, digits, hyphen, period, space, backtick, ' ’ ^ § and comma. */
export const SANITIZE = new RegExp(String.raw`^(?:${LATIN_LETTER}|[0-9\-. \x60'’^§,])*$`, 'u');

/** The simple {email} pattern of login, contact and advisor emails: something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

import type { FieldValue, Rule } from './types';
import * as P from './patterns-base';

// The rules every form needs (login's included); refinements.ts adds the format rules of the
// registration, profile and contact fields, so a login page does not download them.
// Rules are plain functions (validate.ts runs them in order): no schema library on the login page.

/** True for values a non-required rule lets through: unchecked boxes, empty or blank text. */
export function isEmpty(value: FieldValue): boolean {
  return typeof value === 'boolean' ? !value : value.trim() === '';
}

/** A rule that passes on empty values and otherwise tests the (NFC-normalised) text. */
export function textRule(name: string, test: (text: string) => boolean, extra?: Pick<Rule, 'params' | 'key'>): Rule {
  return { name, test: (v) => typeof v !== 'string' || isEmpty(v) || test(v.normalize('NFC')), ...extra };
}

/** Value must be present: a ticked checkbox or non-blank text. `name` lets a field say `blank` instead. */
export function required(name = 'required', key?: string): Rule {
  return { name, presence: true, test: (v) => !isEmpty(v), ...(key ? { key } : {}) };
}

/** At most `max` characters (UTF-16 units, like the HTML maxlength attribute). */
export function maxlength(max: number): Rule {
  return textRule('maxlength', (t) => t.length <= max, { params: { max } });
}

/** At least `min` characters. */
export function minlength(min: number): Rule {
  return textRule('minlength', (t) => t.length >= min, { params: { min } });
}

/** Must match `re`; `name` defaults to `pattern`. */
export function pattern(re: RegExp, name = 'pattern'): Rule {
  return textRule(name, (t) => re.test(t));
}

/**
 * The default sanitize pattern. Its message is the shared `errors.general.sanitizePattern`, which
 * names the field: validate() adds the field's `labelKey` to the params for the UI to translate.
 */
export function sanitize(): Rule {
  return textRule('sanitize', (t) => P.SANITIZE.test(t), { key: 'errors.general.sanitizePattern' });
}

/** One of a fixed list of values (selects, radios); anything else is reported as `invalid`. */
export function oneOf(values: readonly string[]): Rule {
  return textRule('invalid', (t) => values.includes(t));
}

/** The simple email pattern of login, contact and advisor forms. */
export function simpleEmail(): Rule {
  return pattern(P.SIMPLE_EMAIL);
}

/** The rules a field gets when it has none of its own (spec section 5), in the spec's order. */
export function defaultRules(opts: { required: boolean; max?: number; min?: number }): Rule[] {
  const rules = [sanitize(), maxlength(opts.max ?? DEFAULT_MAXLENGTH), minlength(opts.min ?? DEFAULT_MINLENGTH)];
  return opts.required ? [...rules, required()] : rules;
}

/** Generic bounds for default rules; the spec does not show them, 255 matches the longest stated limit. */
export const DEFAULT_MAXLENGTH = 255;
/** Generic minimum for default rules (a present value of any length). */
export const DEFAULT_MINLENGTH = 1;

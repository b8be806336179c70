import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitize } from './refinements';
import { allForms } from './catalog';
import { fieldError, validateForm } from './validate';

/** Independent statement of the sanitize alphabet (spec section 5), checked per character of the NFC text. */
const PUNCTUATION = new Set(['-', '.', ' ', '`', "'", '’', '^', '§', ',']);
function allowed(char: string): boolean {
  return PUNCTUATION.has(char) || /^[0-9]$/.test(char) || (/^\p{L}$/u.test(char) && /^\p{Script=Latin}$/u.test(char));
}

const allowedChar = fc.constantFrom(...'aZéÉçÇœŒàÿ09-. `\'’^§,ñÑßøÅ');
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

describe('validator properties', () => {
  it('never throw on any string, for every field of every form', () => {
    const fields = allForms().flatMap((f) => f.fields);
    fc.assert(fc.property(anyText, (text) => {
      for (const field of fields) fieldError(field, text);
    }), { numRuns: 200 });
  });

  it('validateForm never throws on arbitrary values', () => {
    const forms = allForms();
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.oneof(anyText, fc.boolean())), (values) => {
      for (const form of forms) expect(Array.isArray(validateForm(form, values))).toBe(true);
    }), { numRuns: 100 });
  });

  it('sanitize accepts exactly the strings made of allowed characters', () => {
    const rule = sanitize();
    fc.assert(fc.property(anyText, (text) => {
      const expected = text.trim() === '' || [...text.normalize('NFC')].every(allowed);
      expect(rule.test(text)).toBe(expected);
    }), { numRuns: 2000 });
  });

  it('sanitize accepts any string built from allowed characters', () => {
    fc.assert(fc.property(fc.array(allowedChar, { minLength: 1, maxLength: 30 }), (chars) => {
      expect(sanitize().test(chars.join(''))).toBe(true);
    }));
  });

  it('sanitize rejects an allowed string once any disallowed character is inserted', () => {
    const disallowed = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !allowed(c.normalize('NFC')) && c.trim() !== '');
    fc.assert(fc.property(fc.string({ unit: allowedChar, maxLength: 10 }), disallowed, fc.string({ unit: allowedChar, maxLength: 10 }), (a, bad, b) => {
      const text = `x${a}${bad}${b}`;
      fc.pre(![...text.normalize('NFC')].every(allowed));
      expect(sanitize().test(text)).toBe(false);
    }));
  });
});

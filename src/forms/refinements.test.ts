import { describe, expect, it } from 'vitest';
import { areaCode } from './area-code';
import * as R from './refinements';
import type { FieldValue, Rule } from './types';

/** Each rule with values it must accept and values it must reject (spec section 5 examples). */
const table: { rule: Rule; name: string; good: FieldValue[]; bad: FieldValue[] }[] = [
  { rule: R.required(), name: 'required', good: ['a', ' x ', true], bad: ['', '   ', false] },
  { rule: R.required('blank'), name: 'blank', good: [true, 'Acme'], bad: [false, ''] },
  { rule: R.maxlength(3), name: 'maxlength', good: ['', 'abc', 'ab'], bad: ['abcd'] },
  { rule: R.minlength(2), name: 'minlength', good: ['', 'ab', 'abc'], bad: ['a'] },
  { rule: R.pattern(/^\d+$/), name: 'pattern', good: ['', '123'], bad: ['12a'] },
  {
    rule: R.sanitize(), name: 'sanitize',
    good: ['', "Zoë O'Brien-Côté", 'Jean-François', 'Anne’s', 'a`b^c§d,e.f', 'ÉLODIE 42', 'Łukasz', 'Ærø'],
    bad: ['<script>', 'a&b', 'a/b', 'a@b', 'x\ty', 'line\nbreak', 'Σωκράτης', '李', 'a;b', 'a"b', '1×2'],
  },
  {
    rule: R.address(), name: 'pattern',
    good: ["123 Rue de l'Église", 'Suite-4, Floor 2!', 'Montréal'],
    bad: ['A & B', '12/3', 'a`b', 'x^y', '§1', 'a#1'],
  },
  { rule: R.suite(), name: 'pattern', good: ['12', 'A & B', '4/5', 'Unit 3-B'], bad: ['#12', 'a;b'] },
  {
    rule: R.registrationEmail(), name: 'pattern',
    good: ['jane.doe@example.com', 'élise+fonds_1-x@mi.co.uk', 'a@b.museum', 'x@sub.domain.ca'],
    bad: ['jane', 'jane@', '@x.ca', 'jane@example', 'jane@example.c', 'jane@example.abcdefghijklm', 'ja ne@x.ca', 'jane!@x.ca', 'a@b..ca', 'a@-b.ca'],
  },
  {
    rule: R.simpleEmail(), name: 'pattern',
    good: ['a@b.co', 'jane.doe@example.com', "o'neil@x.ca"],
    bad: ['a@b', 'a b@c.ca', 'a@@b.ca', 'plain', 'a@b.'],
  },
  {
    rule: R.postalCode(), name: 'pattern',
    good: ['A1A 1A1', 'K1A0B1', 'h2x 1y4', 'V6B 4Y8', 'T2P 2W9', 'X0A 0H0', 'M5V 3L9'],
    bad: ['A1A1A', 'W1A 1A1', 'Z1A 1A1', 'D1A 1A1', 'A1D 1A1', 'A1A 1F1', 'A1A 1A', '11A 1A1', 'A1A  1A1', 'K1A-0B1', 'Q1A 1A1', 'U1A 1A1', 'O1A 1A1', 'I1A 1A1'],
  },
  {
    rule: R.phone(), name: 'pattern',
    good: ['0001112222', '000-111-2222', '416555-1234', '416-5551234'],
    bad: ['000-111-222', '(416) 555-1234', '416 555 1234', '41655512345', '416-555-123a'],
  },
  { rule: areaCode(), name: 'areaCode', good: ['4165551234', '604-555-1234', '212-555-1234', '867-555-1234'], bad: ['0001112222', '555-555-1234', '800-555-1234', '900-555-1234', '1115551234'] },
  { rule: R.dealerCode(), name: 'pattern', good: ['1234', '0001'], bad: ['123', '12345', '12a4'] },
  { rule: R.advisorCode(), name: 'pattern', good: ['A', 'AB12', 'abc123'], bad: ['ABC1234', 'AB-1', 'A B'] },
  { rule: R.passwordStrength(), name: 'pattern', good: ['Abcdefg1', 'zZ9xxxxx', 'Éé1aaaaa'], bad: ['abcdefg1', 'ABCDEFG1', 'Abcdefgh'] },
  { rule: R.oneOf(['en', 'fr']), name: 'invalid', good: ['en', 'fr', ''], bad: ['de', 'EN'] },
];

describe('refinements', () => {
  for (const { rule, name, good, bad } of table) {
    it(`${name} (${String(good[1] ?? good[0])}…) accepts good values and rejects bad ones`, () => {
      expect(rule.name).toBe(name);
      for (const v of good) expect({ v, ok: rule.test(v) }).toEqual({ v, ok: true });
      for (const v of bad) expect({ v, ok: rule.test(v) }).toEqual({ v, ok: false });
    });
  }

  it('every rule but required passes on empty and blank values', () => {
    const rules = [R.maxlength(0), R.minlength(5), R.sanitize(), R.postalCode(), R.phone(), areaCode(), R.dealerCode(), R.oneOf(['x'])];
    for (const rule of rules) {
      for (const v of ['', '   ', false]) expect(rule.test(v)).toBe(true);
    }
    expect(R.required().test('')).toBe(false);
  });

  it('length rules carry their bound as a message param and sanitize its shared key', () => {
    expect(R.maxlength(40).params).toEqual({ max: 40 });
    expect(R.minlength(2).params).toEqual({ min: 2 });
    expect(R.sanitize().key).toBe('errors.general.sanitizePattern');
  });

  it('a decomposed accent (NFD) is accepted like the composed one', () => {
    expect(R.sanitize().test('Zoe\u0301')).toBe(true);
  });

  it('default rules are sanitize, maxlength, minlength, required, in that order', () => {
    expect(R.defaultRules({ required: true }).map((r) => r.name)).toEqual(['sanitize', 'maxlength', 'minlength', 'required']);
    expect(R.defaultRules({ required: false }).map((r) => r.name)).toEqual(['sanitize', 'maxlength', 'minlength']);
  });
});

import { describe, expect, it } from 'vitest';
import { formValuesFrom } from './coerce';
import * as F from './fields';
import { addressDetailsForm } from './forms-registration-later';
import { normalizeValue, normalizeValues } from './normalize';
import { phoneFormat, postalCodeFormat } from './refinements';
import { defineForm } from './types';

describe('clean-ups of typed values (issue 11)', () => {
  it('trims every field a person types or picks, never a password, an answer or the captcha token', () => {
    expect(normalizeValue(F.firstName(), '  Ada ')).toBe('Ada');
    expect(normalizeValue(F.simpleEmailField(), ' a@b.ca\t')).toBe('a@b.ca');
    expect(normalizeValue(F.province(), ' ON ')).toBe('ON');
    expect(normalizeValue(F.loginPassword(), ' pass word ')).toBe(' pass word ');
    expect(normalizeValue(F.newPasswordField(), ' Abcdefg1 ')).toBe(' Abcdefg1 ');
    expect(normalizeValue(F.securityAnswer(1), ' Rex ')).toBe(' Rex ');
    expect(normalizeValue(F.recoveryAnswer(), ' Rex ')).toBe(' Rex ');
    expect(normalizeValue(F.captcha(), ' token ')).toBe(' token ');
    expect(normalizeValue(F.professional(), true)).toBe(true);
  });

  it('writes 10-digit phones in the spec format 000-111-2222 and leaves other text as typed', () => {
    expect(phoneFormat.apply('416 555 0123')).toBe('416-555-0123');
    expect(phoneFormat.apply('(416) 555-0123')).toBe('416-555-0123');
    expect(phoneFormat.apply('416.555.0123')).toBe('416-555-0123');
    expect(phoneFormat.apply('4165550123')).toBe('4165550123');
    expect(phoneFormat.apply('416-555-0123')).toBe('416-555-0123');
    expect(phoneFormat.apply('416 555 012')).toBe('416 555 012');
    expect(phoneFormat.apply('1 416 555 0123')).toBe('1 416 555 0123');
    expect(phoneFormat.apply('call me')).toBe('call me');
    expect(normalizeValue(F.businessPhoneNumber(), ' (416) 555 0123 ')).toBe('416-555-0123');
    expect(normalizeValue(F.mobilePhone(), '416 555 0123')).toBe('416-555-0123');
  });

  it('writes postal codes as A1A 1A1 and leaves a wrong one as typed (its rule reports it)', () => {
    expect(postalCodeFormat.apply('k1a0b1')).toBe('K1A 0B1');
    expect(postalCodeFormat.apply('K1A  0B1')).toBe('K1A 0B1');
    expect(postalCodeFormat.apply('W1A1A1')).toBe('W1A1A1');
    expect(normalizeValue(F.postalCodeField(), ' k1a 0b1 ')).toBe('K1A 0B1');
  });

  it('normalises a whole form and keeps values of names it does not know', () => {
    const form = defineForm('t', [F.postalCodeField(), F.businessPhoneNumber()]);
    expect(normalizeValues(form, { postalCode: ' K1A 0B1 ', businessPhoneNumber: '(416) 555-0123', other: ' x ' })).toEqual({
      postalCode: 'K1A 0B1', businessPhoneNumber: '416-555-0123', other: ' x ',
    });
  });

  it('the demo API reads posted values through the same clean-ups', () => {
    const values = formValuesFrom(addressDetailsForm({ dealerRepRequired: false }), {
      firmName: ' Acme ', addressLine1: '1 Main St ', city: ' Ottawa', province: 'ON', postalCode: ' K1A 0B1 ', businessPhoneNumber: '(613) 555 0100', businessExtension: ' 12 ',
    });
    expect(values).toMatchObject({ firmName: 'Acme', addressLine1: '1 Main St', city: 'Ottawa', postalCode: 'K1A 0B1', businessPhoneNumber: '613-555-0100', businessExtension: '12' });
  });
});

import type { FieldSpec } from './types';
import { defineField } from './field';
import { trim } from './normalize';
import { PROVINCE_CODES } from './provinces';
import { addressRules, ADDRESS_MAX, type Context } from './fields-business';
import { advisorCode, dealerCode, maxlength, oneOf, postalCode as postalCodeRule, postalCodeFormat, required, suite } from './refinements';


/** City max (both contexts). */
export const CITY_MAX = 50;

/** `firmName` (registration/profile). */
export function firmName(context: Context = 'registration'): FieldSpec<'firmName'> {
  return defineField('firmName', { rules: addressRules(ADDRESS_MAX[context]), autocomplete: 'organization' });
}

/** `addressLine1` (street address); `name` allows the e-sign spelling `streetAddress` (same messages). */
export function addressLine1<N extends string = 'addressLine1'>(context: Context = 'registration', name: N = 'addressLine1' as N): FieldSpec<N> {
  return defineField(name, {
    messageField: 'addressLine1', rules: addressRules(ADDRESS_MAX[context]), autocomplete: 'address-line1',
  });
}

/** `city`: address characters, max 50. */
export function city(): FieldSpec<'city'> {
  return defineField('city', { rules: addressRules(CITY_MAX), autocomplete: 'address-level2' });
}

/** `suiteNumber`: optional, max 10, address characters plus & and / (`suite` in e-sign). */
export function suiteNumber<N extends string = 'suiteNumber'>(name: N = 'suiteNumber' as N): FieldSpec<N> {
  return defineField(name, { messageField: 'suiteNumber', rules: [suite(), maxlength(10)], autocomplete: 'address-line2' });
}

export { DEFAULT_PROVINCE, PROVINCE_CODES } from './provinces';

/** `province`: a required select of the 13 codes (names come from the server per language). */
export function province(): FieldSpec<'province'> {
  return defineField('province', {
    kind: 'select', rules: [required(), oneOf(PROVINCE_CODES)], options: PROVINCE_CODES, autocomplete: 'address-level1',
  });
}

/** `postalCode`: required Canadian postal code, sent as A1A 1A1 whatever the spacing and case typed. */
export function postalCodeField(): FieldSpec<'postalCode'> {
  return defineField('postalCode', { rules: [required(), postalCodeRule()], normalize: [trim, postalCodeFormat], autocomplete: 'postal-code' });
}

/** `primaryDealerCode`: exactly 4 digits; required when the role or the server says so. */
export function primaryDealerCode(opts: { required: boolean }): FieldSpec<'primaryDealerCode'> {
  const rules = [dealerCode()];
  return defineField('primaryDealerCode', { rules: opts.required ? [required(), ...rules] : rules, inputMode: 'numeric' });
}

/** `primaryAdvisorCode`: 1 to 6 letters or digits; required when the role or the server says so. */
export function primaryAdvisorCode(opts: { required: boolean }): FieldSpec<'primaryAdvisorCode'> {
  const rules = [advisorCode()];
  return defineField('primaryAdvisorCode', { rules: opts.required ? [required(), ...rules] : rules });
}

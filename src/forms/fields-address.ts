import type { FieldSpec, Rule } from './types';
import { defineField } from './field';
import { areaCode } from './area-code';
import { trim } from './normalize';
import { PROVINCE_CODES } from './provinces';
import {
  address, advisorCode, dealerCode, extensionDigits, maxlength, oneOf, phone, PHONE_NORMALIZERS,
  postalCode as postalCodeRule, postalCodeFormat, required, suite,
} from './refinements';

type Context = 'registration' | 'profile';

/** Firm name and street: max 255, but 50 in the profile (spec section 5). */
const ADDRESS_MAX: Record<Context, number> = { registration: 255, profile: 50 };
/** City max (both contexts). */
export const CITY_MAX = 50;

/** Address-text rules; a required field reports `blank` (the spec's blank messages for firm, street and city). */
function addressRules(max: number, optional = false): Rule[] {
  const rules = [address(), maxlength(max)];
  return optional ? rules : [required('blank'), ...rules];
}

/** `firmName` (registration/profile). */
export function firmName(context: Context = 'registration'): FieldSpec<'firmName'> {
  return defineField('firmName', { rules: addressRules(ADDRESS_MAX[context]), autocomplete: 'organization' });
}

/** `organizationName`: the firm under its other spelling; optional on the contact form. */
export function organizationName(opts: { context?: Context; optional?: boolean } = {}): FieldSpec<'organizationName'> {
  const rules = addressRules(ADDRESS_MAX[opts.context ?? 'registration'], opts.optional);
  return defineField('organizationName', { rules, autocomplete: 'organization' });
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

/** A business-style phone (`businessPhoneNumber`, contact `phoneNumber`): required, 3-3-4 digits, "(416) 555-0123" sent as 416-555-0123. */
export function businessPhoneNumber<N extends string = 'businessPhoneNumber'>(name: N = 'businessPhoneNumber' as N): FieldSpec<N> {
  return defineField(name, { kind: 'tel', rules: [required(), phone()], normalize: PHONE_NORMALIZERS, autocomplete: 'tel-national', inputMode: 'tel' });
}

/** An optional extension (`businessExtension`, `extension`): digits only, max 10. */
export function extension<N extends string = 'businessExtension'>(name: N = 'businessExtension' as N): FieldSpec<N> {
  return defineField(name, { rules: [extensionDigits(), maxlength(10)], autocomplete: 'tel-extension', inputMode: 'numeric' });
}

/**
 * A mobile phone (`mobilePhoneNumber`, advisor and investor `phone`/`phoneNumber`): required, 3-3-4 digits,
 * and a US or Canadian area code. `messageField` is `phone`, or `phoneNumber` for corporate and co-investor
 * phones; the area-code message is always `errors.fields.phone.areaCode`.
 */
export function mobilePhone<N extends string = 'mobilePhoneNumber'>(name: N = 'mobilePhoneNumber' as N, messageField: 'phone' | 'phoneNumber' = 'phone'): FieldSpec<N> {
  return defineField(name, {
    kind: 'tel', messageField, inputMode: 'tel', autocomplete: 'tel-national', normalize: PHONE_NORMALIZERS,
    rules: [required(), phone(), areaCode('errors.fields.phone.areaCode')],
  });
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

/** Contact-form `dealerCode` (optional, max 4) and `advisorCode` (optional, max 6). */
export function contactCode<N extends 'dealerCode' | 'advisorCode'>(name: N): FieldSpec<N> {
  return defineField(name, { rules: [maxlength(name === 'dealerCode' ? 4 : 6)] });
}

import type { FieldSpec, Rule } from './types';
import { defineField } from './field';
import { address, extensionDigits, maxlength, phone, PHONE_NORMALIZERS, required } from './refinements';

// The firm, business phone and codes of the contact form, apart from the postal address (fields-address.ts):
// the contact page downloads neither the address fields, their messages nor the province codes.

export type Context = 'registration' | 'profile';

/** Firm name and street: max 255, but 50 in the profile (spec section 5). */
export const ADDRESS_MAX: Record<Context, number> = { registration: 255, profile: 50 };
/** Address-text rules; a required field reports `blank` (the spec's blank messages for firm, street and city). */
export function addressRules(max: number, optional = false): Rule[] {
  const rules = [address(), maxlength(max)];
  return optional ? rules : [required('blank'), ...rules];
}

/** A business-style phone (`businessPhoneNumber`, contact `phoneNumber`): required, 3-3-4 digits, "(416) 555-0123" sent as 416-555-0123. */
export function businessPhoneNumber<N extends string = 'businessPhoneNumber'>(name: N = 'businessPhoneNumber' as N): FieldSpec<N> {
  return defineField(name, { kind: 'tel', rules: [required(), phone()], normalize: PHONE_NORMALIZERS, autocomplete: 'tel-national', inputMode: 'tel' });
}

/** An optional extension (`businessExtension`, `extension`): digits only, max 10. */
export function extension<N extends string = 'businessExtension'>(name: N = 'businessExtension' as N): FieldSpec<N> {
  return defineField(name, { rules: [extensionDigits(), maxlength(10)], autocomplete: 'tel-extension', inputMode: 'numeric' });
}

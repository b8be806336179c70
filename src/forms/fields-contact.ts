import type { FieldSpec } from './types';
import { defineField } from './field';
import { addressRules, ADDRESS_MAX, type Context } from './fields-business';
import { maxlength } from './refinements';

// The contact form's own fields, apart from fields-business.ts: the other forms' pages download neither their code
// nor their labels (the build finds field names in a page's code; the e-signature page held both).

/** `organizationName`: the firm under its other spelling; optional on the contact form. */
export function organizationName(opts: { context?: Context; optional?: boolean } = {}): FieldSpec<'organizationName'> {
  const rules = addressRules(ADDRESS_MAX[opts.context ?? 'registration'], opts.optional);
  return defineField('organizationName', { rules, autocomplete: 'organization' });
}

/** Contact-form `dealerCode` (optional, max 4) and `advisorCode` (optional, max 6). */
export function contactCode<N extends 'dealerCode' | 'advisorCode'>(name: N): FieldSpec<N> {
  // A dealer code is four digits (spec section 5): the phone's number keypad, as on the profile's.
  return defineField(name, { rules: [maxlength(name === 'dealerCode' ? 4 : 6)], ...(name === 'dealerCode' ? { inputMode: 'numeric' as const } : {}) });
}

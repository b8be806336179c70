import type { FieldSpec } from './types';
import { defineField } from './field';
import { oneOf, required } from './refinements';
import { nameRules } from './fields-person';
import { simpleEmailField } from './fields-sign-in';
import { extension } from './fields-business';
import { mobilePhone } from './fields-mobile';

/** Investor kinds behind the e-sign subscriber types (labels: Individual, Joint, Entity investor, Managed account). */
export type InvestorKind = 'individual' | 'joint' | 'corporate' | 'managed';
/** Purchase (subscription) or redemption (repurchase). */
export type EsignMode = 'purchase' | 'redeem';

/** The `requestType` value of each kind per mode (spec section 3). */
export const REQUEST_TYPES: Record<EsignMode, Record<InvestorKind, string>> = {
  purchase: {
    individual: 'individualSubscriber', joint: 'jointSubscriber',
    corporate: 'corporateSubscriber', managed: 'managedSubscriber',
  },
  redeem: {
    individual: 'individualAccount', joint: 'jointAccount',
    corporate: 'corporateAccount', managed: 'managedAccount',
  },
};

/** Investor email maximum (spec section 9). */
export const INVESTOR_EMAIL_MAX = 100;

/** Investor, co-investor and signatory names: required, sanitised, 2-50 (the spec gives no e-sign bounds; the profile's apply). */
export function investorName<N extends string>(name: N): FieldSpec<N> {
  return defineField(name, { rules: nameRules(2, 50) });
}

/** `fundId`: the required fund select. */
export function fundId(): FieldSpec<'fundId'> {
  return defineField('fundId', { kind: 'select', rules: [required()] });
}

/** `requestType`: the subscriber-type radio group of one mode. */
export function requestType(mode: EsignMode): FieldSpec<'requestType'> {
  const values = Object.values(REQUEST_TYPES[mode]);
  return defineField('requestType', { kind: 'radio', rules: [required(), oneOf(values)], options: values });
}

/** Investor `email`: required, simple pattern, max 100. */
export function investorEmail(): FieldSpec<'email'> {
  return simpleEmailField('email', INVESTOR_EMAIL_MAX);
}

/** Investor `phone`: mobile rules; corporate and co-investor phones report under `phoneNumber`. */
export function investorPhone(messageField: 'phone' | 'phoneNumber' = 'phone'): FieldSpec<'phone'> {
  return mobilePhone('phone', messageField);
}

/** Investor `extension`: optional, max 10. */
export function investorExtension(): FieldSpec<'extension'> {
  return extension('extension');
}

/** `corporationName`: required, with the default rules (no rules of its own in the spec). */
export function corporationName(): FieldSpec<'corporationName'> {
  return defineField('corporationName', { required: true, autocomplete: 'organization' });
}

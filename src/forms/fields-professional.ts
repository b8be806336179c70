import type { FieldSpec } from './types';
import { defineField } from './field';
import { required } from './refinements';

/**
 * `professional`: registration's acknowledgement checkbox, which must be ticked (`errors.fields.professional.blank`).
 * A module of its own, not with the other person fields: the flows that load those (profile, contact, e-signature,
 * email preferences) would otherwise carry its long label in their first-screen messages: the message plan keeps the label
 * of every field name their code spells out (scripts/flow-usage.ts).
 */
export function professional(): FieldSpec<'professional'> {
  return defineField('professional', { kind: 'checkbox', rules: [required('blank')] });
}

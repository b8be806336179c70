import type { FieldSpec } from './types';
import { defineField } from './field';
import { minlength, required } from './refinements';

// Apart from the other password fields: the personal profile page asks for it when the email changes, and
// should not download the new-password and security-question fields with it.

/**
 * At least 8 characters (spec section 9), as PASSWORD_MIN of fields-security.ts: not imported from there, which
 * would make this module and that one a chunk apart (fields.test.ts checks the two agree).
 */
const OLD_PASSWORD_MIN = 8;

/** `oldPassword` in the change form and for an email change: at least 8 characters. */
export function oldPassword(): FieldSpec<'oldPassword'> {
  return defineField('oldPassword', {
    kind: 'password', autocomplete: 'current-password', rules: [required(), minlength(OLD_PASSWORD_MIN)],
  });
}

import type { FieldSpec } from './types';
import { defineField } from './field';
import { maxlength, required, simpleEmail } from './rules';

// The sign-in fields live apart from the registration and password-policy fields so a login page
// downloads only these.

/** Login, recovery, contact and advisor email: the simple {email} pattern. `max` adds a length bound (investor: 100). */
export function simpleEmailField<N extends string = 'emailId'>(name: N = 'emailId' as N, max?: number): FieldSpec<N> {
  const rules = [required(), simpleEmail(), ...(max === undefined ? [] : [maxlength(max)])];
  return defineField(name, { kind: 'email', messageField: 'email', rules, autocomplete: 'email', inputMode: 'email' });
}

/** The login password: required only, so a user whose password predates the policy can still log in. */
export function loginPassword(): FieldSpec<'password'> {
  return defineField('password', { kind: 'password', autocomplete: 'current-password', rules: [required()] });
}

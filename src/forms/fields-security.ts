import type { FieldSpec } from './types';
import { defineField } from './field';
import { maxlength, minlength, passwordStrength, required } from './refinements';

/** Password length bounds: 8-32, max 50 in the password-change form (spec section 9). */
export const PASSWORD_MIN = 8;
/** Maximum password length outside the change form. */
export const PASSWORD_MAX = 32;
/** Maximum password length in the change form. */
export const CHANGE_PASSWORD_MAX = 50;

/** A new password (`password`, or `newPassword` in the change form): 8-max characters with lower, upper and digit. */
export function newPasswordField<N extends string = 'password'>(name: N = 'password' as N, max = PASSWORD_MAX): FieldSpec<N> {
  return defineField(name, {
    kind: 'new-password', messageField: 'password', autocomplete: 'new-password',
    rules: [required(), minlength(PASSWORD_MIN), maxlength(max), passwordStrength()],
  });
}

/** `confirmPassword`: required here; equality with the password is the form's `mismatch` check. */
export function confirmPassword(): FieldSpec<'confirmPassword'> {
  return defineField('confirmPassword', { kind: 'new-password', autocomplete: 'new-password', rules: [required()] });
}

/** `securityQuestion{n}`: a required select; messages under `errors.fields.securityQuestion`. */
export function securityQuestion<const K extends 1 | 2 | 3>(n: K): FieldSpec<`securityQuestion${K}`> {
  return defineField(`securityQuestion${n}` as const, { kind: 'select', messageField: 'securityQuestion', rules: [required()] });
}

/**
 * `securityAnswer{n}`: required, max 255; any characters, since answers are hashed, never displayed. Taken
 * exactly as typed, like a password: the server compares it with the answer it stored.
 */
export function securityAnswer<const K extends 1 | 2 | 3>(n: K): FieldSpec<`securityAnswer${K}`> {
  return defineField(`securityAnswer${n}` as const, {
    messageField: 'securityAnswer', autocomplete: 'off', rules: [required(), maxlength(255)], normalize: [],
  });
}

/** `answer1`: the one answer field of recovery step 3 (as typed, like the answers it is compared with). */
export function recoveryAnswer(): FieldSpec<'answer1'> {
  return defineField('answer1', { messageField: 'securityAnswer', autocomplete: 'off', rules: [required(), maxlength(255)], normalize: [] });
}

/** `confirmReadTermsConditions`: the terms checkbox, required. */
export function confirmReadTermsConditions(): FieldSpec<'confirmReadTermsConditions'> {
  return defineField('confirmReadTermsConditions', { kind: 'checkbox', rules: [required()] });
}

import type { FieldSpec, Rule } from './types';
import { defineField } from './field';
import {
  maxlength, minlength, registrationEmail, required, sanitize,
} from './refinements';

/** Which screen a field is on, where the spec gives different bounds (registration vs profile); `stored`: any name an account may hold. */
export type FieldContext = 'registration' | 'profile' | 'stored';

/** Name bounds of spec sections 5 and 9. */
export const NAME_BOUNDS = {
  firstName: { registration: { min: 2, max: 40 }, profile: { min: 2, max: 50 }, stored: { min: 2, max: 50 } },
  lastName: { registration: { min: 2, max: 80 }, profile: { min: 2, max: 50 }, stored: { min: 2, max: 80 } },
} as const;

/** Person-name rules: sanitised, bounded, and required unless `optional`. */
export function nameRules(min: number, max: number, optional = false): Rule[] {
  const rules = [sanitize(), maxlength(max), minlength(min)];
  return optional ? rules : [...rules, required()];
}

/** `firstName`: 2-40 characters at registration, 2-50 in the profile. */
export function firstName<N extends string = 'firstName'>(context: FieldContext = 'registration', name: N = 'firstName' as N): FieldSpec<N> {
  const { min, max } = NAME_BOUNDS.firstName[context];
  return defineField(name, { rules: nameRules(min, max), autocomplete: 'given-name' });
}

/** `lastName`: 2-80 characters at registration, 2-50 in the profile. */
export function lastName<N extends string = 'lastName'>(context: FieldContext = 'registration', name: N = 'lastName' as N): FieldSpec<N> {
  const { min, max } = NAME_BOUNDS.lastName[context];
  return defineField(name, { rules: nameRules(min, max), autocomplete: 'family-name' });
}

/** Registration/profile `emailId` (the login id): the strict pattern, messages under `errors.fields.email`. */
export function registrationEmailId<N extends string = 'emailId'>(name: N = 'emailId' as N): FieldSpec<N> {
  return defineField(name, {
    kind: 'email', messageField: 'email', rules: [required(), registrationEmail()],
    autocomplete: 'email', inputMode: 'email',
  });
}

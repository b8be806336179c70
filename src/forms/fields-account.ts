import type { FieldSpec } from './types';
import { defineField } from './field';
import { oneOf, required } from './refinements';
import { NAME_BOUNDS, nameRules, type FieldContext } from './fields-person';

// The account's own fields (registration and the profile): apart from the person's names, which contact, e-signature
// and email preferences share, so those pages carry neither these rules nor their labels (issue 10).

/** `preferredFirstName`: optional, same characters and maximum as the first name. */
export function preferredFirstName(context: FieldContext = 'registration'): FieldSpec<'preferredFirstName'> {
  const { max } = NAME_BOUNDS.firstName[context];
  return defineField('preferredFirstName', { rules: nameRules(1, max, true), autocomplete: 'nickname' });
}

/** Role ids of the fallback list (spec section 3); the server may send others. */
export const FALLBACK_ROLE_IDS = ['10', '11', '12', '13', '14', '16'] as const;
/** Default role (spec section 9). */
export const DEFAULT_ROLE_ID = '10';
/** Role ids that require the primary dealer and advisor codes (spec section 6). */
export const ROLES_NEEDING_CODES: readonly string[] = ['10', '12'];

/** True when `roleId` makes the dealer and advisor codes required in the profile. */
export function codesRequiredFor(roleId: string | number): boolean {
  return ROLES_NEEDING_CODES.includes(String(roleId));
}

/** `roleId`: a required select whose options come from the server. */
export function roleId(): FieldSpec<'roleId'> {
  return defineField('roleId', { kind: 'select', rules: [required()] });
}

/** Profile languages (spec section 3). */
export const LANGUAGE_CODES = ['en', 'fr'] as const;

/** `languagePreferenceCode`: the en/fr radio group. */
export function languagePreferenceCode(): FieldSpec<'languagePreferenceCode'> {
  return defineField('languagePreferenceCode', {
    kind: 'radio', rules: [required(), oneOf(LANGUAGE_CODES)], options: LANGUAGE_CODES,
  });
}


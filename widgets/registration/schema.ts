import type { ProvinceOption, RoleOption } from '../../src/contract/registration';
import { DEFAULT_PROVINCE, DEFAULT_ROLE_ID, FALLBACK_ROLE_IDS, LANGUAGE_CODES, PROVINCE_CODES } from '../../src/forms/fields';
import { activationForm, addressDetailsForm, registerStep1Form } from '../../src/forms/forms';
import type { Translator } from '../../src/i18n/translator';
import type { ChoiceOption } from '../../src/ui/Select';

// The forms are data shared with the demo API; this widget only picks them.
export { activationForm, addressDetailsForm, registerStep1Form };

/**
 * Defaults of step 1 (spec section 9: role 10, language en); the role becomes the first server role and the
 * language the page's own (issue 11: a French page pre-selects French; en stays the default language of the
 * product, which English pages show).
 */
export const STEP1_DEFAULTS = { roleId: DEFAULT_ROLE_ID, languagePreferenceCode: 'en' } as const;
/** Default of step 2 (spec section 9). */
export const STEP2_DEFAULTS = { province: DEFAULT_PROVINCE } as const;

/** Role options from getRoles, or the spec's fallback list (names translated) when the call failed. */
export function roleOptions(roles: readonly RoleOption[] | null, t: Translator['t']): ChoiceOption[] {
  if (roles && roles.length > 0) return roles.map((r) => ({ value: String(r.role.id), label: r.text }));
  return FALLBACK_ROLE_IDS.map((id) => ({ value: id, label: t(`registration.roles.${id}`) }));
}

/** Province options of the page language; codes alone (still valid) until the server list arrives. */
export function provinceOptions(provinces: readonly ProvinceOption[] | undefined): ChoiceOption[] {
  if (provinces && provinces.length > 0) return provinces.map((p) => ({ value: p.code, label: p.name }));
  return PROVINCE_CODES.map((code) => ({ value: code, label: code }));
}

/** The en/fr radio options, labelled in the page language. */
export function languageOptions(t: Translator['t']): ChoiceOption[] {
  return LANGUAGE_CODES.map((code) => ({ value: code, label: t(`registration.languages.${code}`) }));
}

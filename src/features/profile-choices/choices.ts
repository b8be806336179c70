import type { ProvinceOption, RoleOption } from '../../contract/registration';
import { FALLBACK_ROLE_IDS, LANGUAGE_CODES, PROVINCE_CODES } from '../../forms/fields';
import type { Translator } from '../../i18n/translator';
import type { ChoiceOption } from '../../ui/Select';

// The option lists registration and the profile both show for the same fields (role, province, language).

/** Role options from getRoles, or the spec's fallback list (names translated) when the call failed. */
export function roleOptions(roles: readonly RoleOption[] | null, t: Translator['t']): ChoiceOption[] {
  if (roles && roles.length > 0) return roles.map((r) => ({ value: String(r.role.id), label: r.text }));
  return FALLBACK_ROLE_IDS.map((id) => ({ value: id, label: t(`registration.roles.${id}`) }));
}

/** Province options of the page language from the server; codes alone (still valid) until they arrive. */
export function provinceOptions(provinces: readonly ProvinceOption[] | undefined): ChoiceOption[] {
  if (provinces && provinces.length > 0) return provinces.map((p) => ({ value: p.code, label: p.name }));
  return PROVINCE_CODES.map((code) => ({ value: code, label: code }));
}

/** The en/fr radio options, labelled in the page language. */
export function languageOptions(t: Translator['t']): ChoiceOption[] {
  return LANGUAGE_CODES.map((code) => ({ value: code, label: t(`registration.languages.${code}`) }));
}

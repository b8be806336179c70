import type { Profile, ProfileSaveRequest } from '../../src/contract/profile';
import type { ProvinceOption, RoleOption } from '../../src/contract/registration';
import { mismatch, distinct } from '../../src/forms/checks';
import { DEFAULT_PROVINCE, FALLBACK_ROLE_IDS, LANGUAGE_CODES, PROVINCE_CODES } from '../../src/forms/fields';
import { changePasswordForm, profileForm, securityQuestionsForm } from '../../src/forms/forms-account';
import { SECURITY_QUESTION_FIELDS } from '../../src/forms/forms-registration';
import { requestOf } from '../../src/forms/request';
import { defineForm, type FormValues } from '../../src/forms/types';
import type { Translator } from '../../src/i18n/translator';
import type { ChoiceOption } from '../../src/ui/Select';

/** The personal form's fields, plus the current password a new email needs: what a save forgets. */
export const PERSONAL_FIELDS: readonly string[] = [...profileForm({ roleId: '10', emailChange: true }).fields.map((f) => f.name)];

/** The dealer and advisor codes, on screen only for the roles that need them (10 and 12). */
export const CODE_FIELDS = ['primaryDealerCode', 'primaryAdvisorCode'] as const;

/** The stored profile as the personal form's values (absent values empty, the province AB by default). */
export function profileValues(p: Profile): FormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    firstName: p.firstName, preferredFirstName: text(p.preferredFirstName), lastName: p.lastName, emailId: p.emailId,
    roleId: String(p.roleId), languagePreferenceCode: p.languagePreferenceCode === 'fr' ? 'fr' : 'en', firmName: text(p.firmName),
    addressLine1: text(p.addressLine1), suiteNumber: text(p.suiteNumber), city: text(p.city), province: p.province || DEFAULT_PROVINCE,
    postalCode: text(p.postalCode), businessPhoneNumber: text(p.businessPhoneNumber), businessExtension: text(p.businessExtension),
    mobilePhoneNumber: text(p.mobilePhoneNumber), primaryDealerCode: text(p.primaryDealerCode), primaryAdvisorCode: text(p.primaryAdvisorCode),
  };
}

/** True when the typed email is another login email than the stored one (case and spaces aside). */
export function isNewEmail(typed: unknown, stored: string): boolean {
  return String(typed ?? '').trim().toLowerCase() !== stored.trim().toLowerCase();
}

/** The save payload: codes only when on screen (left out, the server keeps them), the password only with a new email. */
export function profileRequest(values: FormValues, opts: { roleId: string; emailChange: boolean; codesShown: boolean }): ProfileSaveRequest {
  const form = profileForm({ roleId: opts.roleId, emailChange: opts.emailChange });
  const request: ProfileSaveRequest = opts.codesShown ? requestOf(form, values) : requestOf(form, values, CODE_FIELDS);
  return { ...request, emailId: request.emailId.trim() };
}

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

/** The combined flow of a migrated profile: the password change and three new question pairs at once. */
export const combinedPasswordForm = /*#__PURE__*/ defineForm(
  'changePasswordCombined',
  [...changePasswordForm.fields, ...securityQuestionsForm.fields],
  [mismatch('newPassword'), ...distinct(SECURITY_QUESTION_FIELDS)],
);

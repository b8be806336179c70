import type { Profile } from '../../src/contract/profile';
import type { ProfileSaveRequest } from '../../src/contract/profile-changes';
import { DEFAULT_PROVINCE } from '../../src/forms/fields';
import { profileForm } from '../../src/forms/forms-account';
import { requestOf } from '../../src/forms/request';
import type { FormValues } from '../../src/forms/types';

/** The personal form's fields, plus the current password a new email needs: what a save forgets. */
export const PERSONAL_FIELDS: readonly string[] = [...profileForm({ roleId: '10', emailChange: true }).fields.map((f) => f.name)];

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

/**
 * True when the typed email is another login email than the stored one (case and spaces aside). A cleared field is
 * not one: it asks for an email, not also for the current password.
 */
export function isNewEmail(typed: unknown, stored: string): boolean {
  const email = String(typed ?? '').trim().toLowerCase();
  return email !== '' && email !== stored.trim().toLowerCase();
}

/** The save payload: every field of the form, the current password only with a new email. */
export function profileRequest(values: FormValues, opts: { roleId: string; emailChange: boolean }): ProfileSaveRequest {
  const request: ProfileSaveRequest = requestOf(profileForm({ roleId: opts.roleId, emailChange: opts.emailChange }), values);
  return { ...request, emailId: (request.emailId ?? '').trim() };
}

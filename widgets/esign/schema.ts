import type { Profile } from '../../src/contract/profile';
import { composeForms } from '../../src/forms/compose';
import { REQUEST_TYPES, type EsignMode, type InvestorKind } from '../../src/forms/fields-esign';
import { esignAdvisorForm, esignInvestorForm, esignJointInvestorForm, esignSelectionForm } from '../../src/forms/forms-esign';
import type { FieldName, FormValues } from '../../src/forms/types';

// The forms are data shared with the demo API; this widget only picks and composes them.
export { esignAdvisorForm, esignInvestorForm, esignJointInvestorForm };

/** The subscriber types in the order the radios show them. */
export const INVESTOR_KINDS: readonly InvestorKind[] = ['individual', 'joint', 'corporate', 'managed'];

/**
 * The whole purchase/redemption form as one: fund and type, advisor, primary and joint investor. One
 * controller over it counts every section's errors under one "Please fix N errors".
 */
export function esignForm(mode: EsignMode, kind: InvestorKind) {
  return composeForms('esign', {
    selection: esignSelectionForm(mode),
    advisor: esignAdvisorForm,
    investor: esignInvestorForm(mode, kind),
    joint: esignJointInvestorForm(mode),
  });
}

/** A value key of the composed form (`selection.fundId`, `advisor.city`, `joint.email` …). */
export type EsignField = FieldName<ReturnType<typeof esignForm>>;

/** The investor kind a posted `requestType` stands for in a mode, or null (none chosen, or one of the other mode). */
export function kindOf(mode: EsignMode, requestType: unknown): InvestorKind | null {
  return INVESTOR_KINDS.find((kind) => REQUEST_TYPES[mode][kind] === requestType) ?? null;
}

/** The advisor section's values from the profile (the defaults a session edit overrides), keyed `advisor.*`. */
export function advisorDefaults(profile: Profile): FormValues {
  const own = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.emailId,
    streetAddress: profile.addressLine1,
    suite: profile.suiteNumber,
    city: profile.city,
    province: profile.province,
    postalCode: profile.postalCode,
    businessPhoneNumber: profile.businessPhoneNumber,
    businessExtension: profile.businessExtension,
    phoneNumber: profile.mobilePhoneNumber,
  };
  return Object.fromEntries(Object.entries(own).map(([name, value]) => [`advisor.${name}`, value ?? '']));
}

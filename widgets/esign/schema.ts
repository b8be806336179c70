import type { Profile } from '../../src/contract/profile';
import { REQUEST_TYPES as CONTRACT_REQUEST_TYPES, type EsignRequest } from '../../src/contract/esign';
import { composeForms, groupValues } from '../../src/forms/compose';
import { REQUEST_TYPES, type EsignMode, type InvestorKind } from '../../src/forms/fields-esign';
import { esignAdvisorForm, esignInvestorForm, esignJointInvestorForm, esignSelectionForm } from '../../src/forms/forms-esign';
import { requestOf } from '../../src/forms/request';
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

/**
 * The request exactly as it is posted (and as the review screen lists it): fund and type, the primary
 * investor under the spec's names, the co-investor prefixed `joint…` (joint types only), the advisor as
 * reviewed prefixed `advisor…`. Empty optional fields are left out, so nothing blank is shown or sent.
 * Null when the type does not belong to the mode and kind.
 */
export function buildEsignRequest(mode: EsignMode, kind: InvestorKind, values: FormValues): EsignRequest | null {
  const filled: FormValues = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
  const selection = requestOf(esignSelectionForm(mode), groupValues(filled, 'selection'));
  const requestType = CONTRACT_REQUEST_TYPES.find((type) => type === selection.requestType && type === REQUEST_TYPES[mode][kind]);
  if (!requestType) return null;
  const investor = requestOf(esignInvestorForm(mode, kind), groupValues(filled, 'investor'));
  // Joint data is dropped unless the type is joint, whatever was typed before the type changed.
  const joint = kind === 'joint' ? requestOf(esignJointInvestorForm(mode), groupValues(filled, 'joint')) : null;
  const advisor = requestOf(esignAdvisorForm, groupValues(filled, 'advisor'));
  return {
    requestType,
    fundId: selection.fundId,
    ...investor,
    ...(joint ? { jointFirstName: joint.firstName, jointLastName: joint.lastName, jointEmail: joint.email, jointPhone: joint.phone } : {}),
    advisorFirstName: advisor.firstName,
    advisorLastName: advisor.lastName,
    advisorEmail: advisor.email,
    advisorStreetAddress: advisor.streetAddress,
    advisorSuite: advisor.suite,
    advisorCity: advisor.city,
    advisorProvince: advisor.province,
    advisorPostalCode: advisor.postalCode,
    advisorBusinessPhoneNumber: advisor.businessPhoneNumber,
    advisorBusinessExtension: advisor.businessExtension,
    advisorPhoneNumber: advisor.phoneNumber,
  };
}

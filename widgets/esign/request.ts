import { REQUEST_TYPES as CONTRACT_REQUEST_TYPES, type EsignRequest } from '../../src/contract/esign';
import { groupValues } from '../../src/forms/compose';
import { REQUEST_TYPES, type EsignMode, type InvestorKind } from '../../src/forms/fields-esign';
import { requestOf } from '../../src/forms/request';
import type { FormValues } from '../../src/forms/types';
import { esignAdvisorForm, esignInvestorForm, esignJointInvestorForm, esignSelectionForm } from '../../src/forms/forms-esign';

// Built when the form goes to its review: with the review screen (widgets/esign/stages.ts), not the first screen.

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

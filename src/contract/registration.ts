import { array, boolean, nullable, number, optional, string, type, union, type Infer } from './schema';
import { call, apiPath } from './call';
import { ErrCode, FormText, OptionalText, ResultOnly, ResultWord, SecurityQuestion, UpdateResult, QUESTION_PAIRS } from './common';

/** Registration step 1 (multipart): identity, role, language, email, acknowledgement, captcha. */
export const RegisterRequest = type({
  firstName: FormText,
  preferredFirstName: OptionalText,
  lastName: FormText,
  roleId: FormText,
  languagePreferenceCode: FormText,
  emailId: FormText,
  professional: FormText,
  'g-recaptcha-response': OptionalText,
});
/** Parsed step-1 payload. */
export type RegisterRequest = Infer<typeof RegisterRequest>;

/** Registration step 2 (multipart): company info; codes only when a dealer representative is required. */
export const AddressDetailsRequest = type({
  firmName: FormText,
  addressLine1: FormText,
  suiteNumber: OptionalText,
  city: FormText,
  province: FormText,
  postalCode: FormText,
  businessPhoneNumber: FormText,
  businessExtension: OptionalText,
  primaryDealerCode: OptionalText,
  primaryAdvisorCode: OptionalText,
});
/** Parsed step-2 payload. */
export type AddressDetailsRequest = Infer<typeof AddressDetailsRequest>;

/** Registration answer; on success `message` names the next step ('address-details' or 'registration-success'), on failure a text. */
export const RegistrationAnswer = type({
  result: ResultWord,
  message: optional(nullable(string())),
  errCode: ErrCode,
});
/** Parsed registration answer. */
export type RegistrationAnswer = Infer<typeof RegistrationAnswer>;

/** One role option of getRoles, in the requested language. */
export const RoleOption = type({ text: string(), role: type({ id: number() }) });
/** Parsed role option. */
export type RoleOption = Infer<typeof RoleOption>;
/** getRoles answer. */
export const RolesAnswer = array(RoleOption);

/** A province option: display name and two-letter code. */
export const ProvinceOption = type({ name: string(), code: string() });
/** Parsed province option. */
export type ProvinceOption = Infer<typeof ProvinceOption>;

/** What step 1 collected, echoed back by flowProgress so step 2 can resume after a reload. */
export const RegistrationProfile = type({
  firstName: optional(string()),
  preferredFirstName: optional(string()),
  lastName: optional(string()),
  roleId: optional(number()),
  languagePreferenceCode: optional(string()),
  emailId: optional(string()),
});
/** Parsed registration-in-progress profile. */
export type RegistrationProfile = Infer<typeof RegistrationProfile>;

/** flowProgress answer ("commandInfromation" spelled as the spec gives it). */
export const FlowProgressAnswer = type({
  profile: nullable(RegistrationProfile),
  dlrRepRequired: boolean(),
  provinceListMap: type({ en: array(ProvinceOption), fr: array(ProvinceOption) }),
  commandInfromation: type({ newProfileRequired: boolean() }),
});
/** Parsed flowProgress answer. */
export type FlowProgressAnswer = Infer<typeof FlowProgressAnswer>;

// SecurityQuestion lives in ./common: the profile contract reads it too, and importing it from here made the
// e-signature page (which loads the profile) download the registration contract.
export { SecurityQuestion } from './common';

/** validateActivation query. */
export const ValidateActivationQuery = type({ code: string() });
/** validateActivation answer: the question list on success, a text or nothing on failure (sc005, reg001, reg003, reg005). */
export const ValidateActivationAnswer = type({
  result: ResultWord,
  message: optional(nullable(union([array(SecurityQuestion), string()]))),
  errCode: ErrCode,
});
/** Parsed validateActivation answer. */
export type ValidateActivationAnswer = Infer<typeof ValidateActivationAnswer>;

/** activateProfile form: the code, three question ids with answers, password twice, terms. */
export const ActivateProfileRequest = type({
  code: FormText,
  ...QUESTION_PAIRS,
  password: FormText,
  confirmPassword: FormText,
  confirmReadTermsConditions: FormText,
});
/** Parsed activateProfile payload. */
export type ActivateProfileRequest = Infer<typeof ActivateProfileRequest>;

/** Registration step 1 (multipart). */
export const registerCall = call({ method: 'POST', path: (l) => `${apiPath(l)}/registrationProcess/register`, body: 'multipart', access: 'public', request: RegisterRequest, answer: RegistrationAnswer });
/** Registration step 2, company info (multipart). */
export const addressDetailsCall = call({ method: 'POST', path: (l) => `${apiPath(l)}/registrationProcess/addressDetails`, body: 'multipart', access: 'public', request: AddressDetailsRequest, answer: RegistrationAnswer });
/** Discards the registration in progress on the server. */
export const cancelSessionCall = call({ method: 'POST', path: () => '/mi/en/registrationProcess/cancelSession', body: 'none', access: 'public', answer: ResultOnly });
/** Roles in the page language. */
export const getRolesCall = call({ method: 'GET', path: (l) => `${apiPath(l)}/registrationProcess/getRoles`, body: 'none', access: 'public', answer: RolesAnswer });
/** Dealer-representative flag, provinces per locale, and whether a new profile is needed. */
export const flowProgressCall = call({ method: 'GET', path: (l) => `${apiPath(l)}/registrationProcess/flowProgress`, body: 'none', access: 'public', answer: FlowProgressAnswer });
/** Checks an activation code and returns the security questions. */
export const validateActivationCall = call({ method: 'GET', path: (l) => `${apiPath(l)}/activationProcess/validateActivation`, body: 'none', access: 'public', query: ValidateActivationQuery, answer: ValidateActivationAnswer });
/** Activates the account: password, questions, answers, terms. */
export const activateProfileCall = call({ method: 'POST', path: (l) => `${apiPath(l)}/activationProcess/activateProfile`, body: 'form', access: 'public', request: ActivateProfileRequest, answer: UpdateResult });

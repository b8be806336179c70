import { array, boolean, nullable, number, optional, string, type, type Infer } from './schema';
import { call, iaPath } from './call';
import { FormText, OptionalText, SecurityQuestion, UpdateResult, QUESTION_PAIRS } from './common';

// The profile pages' own calls, apart from the profile read (profile.ts): e-signature, contact and the login read
// the profile and need none of these schemas (issue 10: about 0.4 KB gzip off those pages).

/**
 * A field of a profile update: spec section 3, "Profile updates drop null or undefined values and merge the rest". A
 * field left out (or null, in JSON) keeps its stored value; the merged profile is then checked by the form's rules.
 */
const Kept = optional(nullable(string()));

/**
 * changeProfile/save form: profile fields (the widget sends them all; codes optional unless the role needs them, 10
 * and 12), and `oldPassword`, the current password, sent only with a new login email (the change waits for the
 * emailed link).
 */
export const ProfileSaveRequest = type({
  firstName: Kept,
  preferredFirstName: Kept,
  lastName: Kept,
  roleId: Kept,
  languagePreferenceCode: Kept,
  emailId: Kept,
  oldPassword: Kept,
  firmName: Kept,
  addressLine1: Kept,
  suiteNumber: Kept,
  city: Kept,
  province: Kept,
  postalCode: Kept,
  businessPhoneNumber: Kept,
  businessExtension: Kept,
  mobilePhoneNumber: Kept,
  primaryDealerCode: Kept,
  primaryAdvisorCode: Kept,
});
/** Parsed profile save payload. */
export type ProfileSaveRequest = Infer<typeof ProfileSaveRequest>;

/** The answer message of a save whose new login email waits for its confirmation link. */
export const EMAIL_CHANGE_PENDING = 'email-change-pending';

/** changeProfile/confirmEmail form: the code of the link mailed to the new login email. */
export const ConfirmEmailChangeRequest = type({ code: FormText });
/** Parsed email-change confirmation payload. */
export type ConfirmEmailChangeRequest = Infer<typeof ConfirmEmailChangeRequest>;

/** changeSecurityQuestions/index answer: the question list in the page language and the chosen ids. */
export const SecurityQuestionsAnswer = type({
  securityQuestionList: array(SecurityQuestion),
  securityQuestion1: nullable(number()),
  securityQuestion2: nullable(number()),
  securityQuestion3: nullable(number()),
  displayChangeQuestionsMsg: boolean(),
});
/** Parsed security-questions answer. */
export type SecurityQuestionsAnswer = Infer<typeof SecurityQuestionsAnswer>;

/**
 * changeSecurityQuestions/save form: three question ids and answers (spec section 2: three pairs). `password` is
 * allowed for a backend that asks for the current password here; the spec's page has no such field, so the widget
 * sends none and the demo API requires none.
 */
export const SecurityQuestionsSaveRequest = type({
  ...QUESTION_PAIRS,
  password: OptionalText,
});
/** Parsed security-questions save payload. */
export type SecurityQuestionsSaveRequest = Infer<typeof SecurityQuestionsSaveRequest>;

/** changePasswordFlow/save form; the combined flow (migrated profile) also carries three question pairs. */
export const ChangePasswordRequest = type({
  oldPassword: FormText,
  newPassword: FormText,
  confirmPassword: FormText,
  securityQuestion1: OptionalText,
  securityQuestion2: OptionalText,
  securityQuestion3: OptionalText,
  securityAnswer1: OptionalText,
  securityAnswer2: OptionalText,
  securityAnswer3: OptionalText,
});
/** Parsed password-change payload. */
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** Saves the profile. */
export const saveProfileCall = call({ method: 'POST', path: (l) => `${iaPath(l)}/changeProfile/save`, body: 'form', access: 'session', request: ProfileSaveRequest, answer: UpdateResult });
/** Confirms a new login email with the code of its link (the signed-in user's own link only). */
export const confirmEmailChangeCall = call({ method: 'POST', path: (l) => `${iaPath(l)}/changeProfile/confirmEmail`, body: 'form', access: 'session', request: ConfirmEmailChangeRequest, answer: UpdateResult });
/** The signed-in user's security questions. */
export const getSecurityQuestionsCall = call({ method: 'GET', path: (l) => `${iaPath(l)}/changeSecurityQuestions/index`, body: 'none', access: 'session', answer: SecurityQuestionsAnswer });
/** Saves the three security questions and answers. */
export const saveSecurityQuestionsCall = call({ method: 'POST', path: (l) => `${iaPath(l)}/changeSecurityQuestions/save`, body: 'form', access: 'session', request: SecurityQuestionsSaveRequest, answer: UpdateResult });
/** Changes the password (optionally with questions). */
export const changePasswordCall = call({ method: 'POST', path: (l) => `${iaPath(l)}/changePasswordFlow/save`, body: 'form', access: 'session', request: ChangePasswordRequest, answer: UpdateResult });

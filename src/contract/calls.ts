import type { CallAnswer, CallQuery, CallRequest } from './call';
import { captchaChallengeCall } from './captcha';
import { contactUsCall } from './contact';
import { esignPurchaseCall, esignRedeemCall, fundsCall } from './esign';
import { salesTeamCall } from './sales-team';
import { renderEmailPreferencesCall, saveEmailPreferencesCall } from './preferences';
import { getProfileCall } from './profile';
import { changePasswordCall, confirmEmailChangeCall, getSecurityQuestionsCall, saveProfileCall, saveSecurityQuestionsCall } from './profile-changes';
import { answerSecurityQuestionCall, recoveryStep3Call, resetPasswordCall, verifyRecoveryEmailCall } from './recovery';
import { activateProfileCall, addressDetailsCall, cancelSessionCall, flowProgressCall, getRolesCall, registerCall, validateActivationCall } from './registration';
import { loggedInStatusCall, loginCall, logoutCall } from './session';

export * from './call';
export { captchaChallengeCall } from './captcha';
export { contactUsCall } from './contact';
export { esignPurchaseCall, esignRedeemCall, fundsCall } from './esign';
export { salesTeamCall } from './sales-team';
export { renderEmailPreferencesCall, saveEmailPreferencesCall } from './preferences';
export { getProfileCall } from './profile';
export { changePasswordCall, confirmEmailChangeCall, getSecurityQuestionsCall, saveProfileCall, saveSecurityQuestionsCall } from './profile-changes';
export { answerSecurityQuestionCall, recoveryStep3Call, resetPasswordCall, verifyRecoveryEmailCall } from './recovery';
export { activateProfileCall, addressDetailsCall, cancelSessionCall, flowProgressCall, getRolesCall, registerCall, validateActivationCall } from './registration';
export { loggedInStatusCall, loginCall, logoutCall } from './session';

// Each call spec lives beside its schemas, one export per call, so a widget's chunks carry only the
// calls (and schemas) it makes; this table gathers them for the demo API and the contract tests.

/** Every call of spec section 7 with the concrete paths this project chose where the spec is open. */
export const calls = {
  register: registerCall,
  addressDetails: addressDetailsCall,
  cancelSession: cancelSessionCall,
  getRoles: getRolesCall,
  flowProgress: flowProgressCall,
  validateActivation: validateActivationCall,
  activateProfile: activateProfileCall,
  loggedInStatus: loggedInStatusCall,
  login: loginCall,
  logout: logoutCall,
  saveEmailPreferences: saveEmailPreferencesCall,
  renderEmailPreferences: renderEmailPreferencesCall,
  getProfile: getProfileCall,
  saveProfile: saveProfileCall,
  confirmEmailChange: confirmEmailChangeCall,
  getSecurityQuestions: getSecurityQuestionsCall,
  saveSecurityQuestions: saveSecurityQuestionsCall,
  changePassword: changePasswordCall,
  esignPurchase: esignPurchaseCall,
  esignRedeem: esignRedeemCall,
  funds: fundsCall,
  salesTeam: salesTeamCall,
  recoveryStep3: recoveryStep3Call,
  verifyRecoveryEmail: verifyRecoveryEmailCall,
  answerSecurityQuestion: answerSecurityQuestionCall,
  resetPassword: resetPasswordCall,
  contactUs: contactUsCall,
  captchaChallenge: captchaChallengeCall,
} as const;

/** Name of one call in the table. */
export type CallName = keyof typeof calls;

type Calls = typeof calls;

/** Answer type of a call, e.g. `AnswerOf<'login'>`. */
export type AnswerOf<N extends CallName> = CallAnswer<Calls[N]>;
/** Request payload type of a call (never for calls without a body). */
export type RequestOf<N extends CallName> = CallRequest<Calls[N]>;
/** Query type of a call (never for calls without a query). */
export type QueryOf<N extends CallName> = CallQuery<Calls[N]>;

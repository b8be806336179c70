import type { StructError } from 'superstruct';
import type { Locale } from '../i18n/locale';
import { ResultOnly, UpdateResult } from './common';
import { CaptchaChallengeAnswer } from './captcha';
import { ContactAnswer, ContactRequest, EsignAnswer, EsignRequest, FundsAnswer, FundsQuery, SalesTeamAnswer, SalesTeamQuery } from './esign';
import { EmailPreferencesSaveAnswer, RenderEmailPreferencesAnswer, RenderEmailPreferencesQuery, SubscriberRecord } from './preferences';
import { ChangePasswordRequest, Profile, ProfileSaveRequest, SecurityQuestionsAnswer, SecurityQuestionsSaveRequest } from './profile';
import { RecoveryQuestionAnswer, RecoveryStep3Query, ResetPasswordRequest, SecurityAnswerRequest, VerifyEmailAnswer, VerifyEmailRequest } from './recovery';
import {
  ActivateProfileRequest, AddressDetailsRequest, FlowProgressAnswer, RegisterRequest, RegistrationAnswer, RolesAnswer,
  ValidateActivationAnswer, ValidateActivationQuery,
} from './registration';
import { LoggedInAnswer, LoginRequest } from './session';

/**
 * How a call sends its payload. 'form' and 'multipart' are both form fields: the demo API accepts
 * urlencoded and multipart for either; 'multipart' marks the calls the spec says are multipart.
 */
export type BodyKind = 'none' | 'form' | 'multipart' | 'json';

/** Who may make a call: anyone holding the bearer token, or only a signed-in session (spec section 6). */
export type Access = 'public' | 'session';

/**
 * The part of a superstruct Struct that callers of the table use. Struct<T> is invariant in T,
 * so the table is typed against this covariant view and keeps each entry's exact Struct.
 */
export interface Schema<T = unknown> {
  readonly TYPE: T;
  is(value: unknown): value is T;
  validate(value: unknown, options?: { coerce?: boolean; mask?: boolean; message?: string }): [StructError, undefined] | [undefined, T];
}

/** One backend call: method, path per locale, payload kind and schemas of query, body and answer. */
export interface CallSpec {
  method: 'GET' | 'POST';
  path: (locale: Locale) => string;
  body: BodyKind;
  access: Access;
  query?: Schema;
  request?: Schema;
  answer: Schema;
}

/** Keeps each entry's exact schema types while checking it is a CallSpec. */
function call<const S extends CallSpec>(spec: S): Omit<S, 'path'> & Pick<CallSpec, 'path'> {
  return spec;
}

const api = (l: Locale): string => `/mi/api/${l}`;
const mi = (l: Locale): string => `/mi/${l}`;
const ia = (l: Locale): string => `/mi/ia/${l}`;

/** Every call of spec section 7 with the concrete paths this project chose where the spec is open. */
export const calls = {
  register: call({ method: 'POST', path: (l) => `${api(l)}/registrationProcess/register`, body: 'multipart', access: 'public', request: RegisterRequest, answer: RegistrationAnswer }),
  addressDetails: call({ method: 'POST', path: (l) => `${api(l)}/registrationProcess/addressDetails`, body: 'multipart', access: 'public', request: AddressDetailsRequest, answer: RegistrationAnswer }),
  cancelSession: call({ method: 'POST', path: () => '/mi/en/registrationProcess/cancelSession', body: 'none', access: 'public', answer: ResultOnly }),
  getRoles: call({ method: 'GET', path: (l) => `${api(l)}/registrationProcess/getRoles`, body: 'none', access: 'public', answer: RolesAnswer }),
  flowProgress: call({ method: 'GET', path: (l) => `${api(l)}/registrationProcess/flowProgress`, body: 'none', access: 'public', answer: FlowProgressAnswer }),
  validateActivation: call({ method: 'GET', path: (l) => `${api(l)}/activationProcess/validateActivation`, body: 'none', access: 'public', query: ValidateActivationQuery, answer: ValidateActivationAnswer }),
  activateProfile: call({ method: 'POST', path: (l) => `${api(l)}/activationProcess/activateProfile`, body: 'form', access: 'public', request: ActivateProfileRequest, answer: UpdateResult }),
  loggedInStatus: call({ method: 'GET', path: (l) => `${api(l)}/loggedInStatus/index`, body: 'none', access: 'public', answer: LoggedInAnswer }),
  login: call({ method: 'POST', path: (l) => `${mi(l)}/login/login`, body: 'form', access: 'public', request: LoginRequest, answer: UpdateResult }),
  logout: call({ method: 'POST', path: (l) => `${mi(l)}/login/logout`, body: 'none', access: 'public', answer: ResultOnly }),
  saveEmailPreferences: call({ method: 'POST', path: (l) => `${mi(l)}/emailPreferences/index`, body: 'json', access: 'public', request: SubscriberRecord, answer: EmailPreferencesSaveAnswer }),
  renderEmailPreferences: call({ method: 'GET', path: (l) => `${mi(l)}/emailPreferences/renderEmailPreferences`, body: 'none', access: 'public', query: RenderEmailPreferencesQuery, answer: RenderEmailPreferencesAnswer }),
  getProfile: call({ method: 'GET', path: (l) => `${ia(l)}/changeProfile/index`, body: 'none', access: 'session', answer: Profile }),
  saveProfile: call({ method: 'POST', path: (l) => `${ia(l)}/changeProfile/save`, body: 'form', access: 'session', request: ProfileSaveRequest, answer: UpdateResult }),
  getSecurityQuestions: call({ method: 'GET', path: (l) => `${ia(l)}/changeSecurityQuestions/index`, body: 'none', access: 'session', answer: SecurityQuestionsAnswer }),
  saveSecurityQuestions: call({ method: 'POST', path: (l) => `${ia(l)}/changeSecurityQuestions/save`, body: 'form', access: 'session', request: SecurityQuestionsSaveRequest, answer: UpdateResult }),
  changePassword: call({ method: 'POST', path: (l) => `${ia(l)}/changePasswordFlow/save`, body: 'form', access: 'session', request: ChangePasswordRequest, answer: UpdateResult }),
  esignPurchase: call({ method: 'POST', path: (l) => `${ia(l)}/esign/purchase`, body: 'form', access: 'session', request: EsignRequest, answer: EsignAnswer }),
  esignRedeem: call({ method: 'POST', path: (l) => `${ia(l)}/esign/redeem`, body: 'form', access: 'session', request: EsignRequest, answer: EsignAnswer }),
  funds: call({ method: 'GET', path: () => '/bin/docusignFunds', body: 'none', access: 'public', query: FundsQuery, answer: FundsAnswer }),
  salesTeam: call({ method: 'GET', path: (l) => `${api(l)}/salesTeam/index`, body: 'none', access: 'public', query: SalesTeamQuery, answer: SalesTeamAnswer }),
  recoveryStep3: call({ method: 'GET', path: (l) => `${mi(l)}/forgotPasswordFlow/step3`, body: 'none', access: 'public', query: RecoveryStep3Query, answer: RecoveryQuestionAnswer }),
  verifyRecoveryEmail: call({ method: 'POST', path: (l) => `${mi(l)}/forgotPasswordFlow/verifyEmail`, body: 'form', access: 'public', request: VerifyEmailRequest, answer: VerifyEmailAnswer }),
  answerSecurityQuestion: call({ method: 'POST', path: (l) => `${mi(l)}/forgotPasswordFlow/securityQuestions`, body: 'form', access: 'public', request: SecurityAnswerRequest, answer: RecoveryQuestionAnswer }),
  resetPassword: call({ method: 'POST', path: (l) => `${mi(l)}/forgotPasswordFlow/resetPassword`, body: 'form', access: 'public', request: ResetPasswordRequest, answer: UpdateResult }),
  contactUs: call({ method: 'POST', path: () => '/bin/mi/contactus', body: 'form', access: 'public', request: ContactRequest, answer: ContactAnswer }),
  captchaChallenge: call({ method: 'GET', path: () => '/mi/api/captcha/challenge', body: 'none', access: 'public', answer: CaptchaChallengeAnswer }),
} as const;

/** Name of one call in the table. */
export type CallName = keyof typeof calls;

type Calls = typeof calls;
type StructType<S> = S extends Schema<infer T> ? T : never;

/** Answer type of a call, e.g. `AnswerOf<'login'>`. */
export type AnswerOf<N extends CallName> = StructType<Calls[N]['answer']>;
/** Request payload type of a call (never for calls without a body). */
export type RequestOf<N extends CallName> = Calls[N] extends { request: infer R } ? StructType<R> : never;
/** Query type of a call (never for calls without a query). */
export type QueryOf<N extends CallName> = Calls[N] extends { query: infer Q } ? StructType<Q> : never;

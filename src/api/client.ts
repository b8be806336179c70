import { calls, type AnswerOf, type CallName, type QueryOf, type RequestOf } from '../contract/calls';
import type { Locale } from '../i18n/locale';
import type { ApiResult, AnswerSchema, Http } from './http';

type Input = { query?: Record<string, string> | undefined; body?: Record<string, unknown> | undefined };

/**
 * One typed function per backend call of spec section 7. Paths, payload kinds and answer schemas
 * come from the shared contract (src/contract), which the demo API validates against too.
 */
export function createApi(http: Http, locale: Locale) {
  function invoke<N extends CallName>(name: N, input: Input = {}): Promise<ApiResult<AnswerOf<N>>> {
    const spec = calls[name];
    return http<AnswerOf<N>>({
      method: spec.method,
      path: spec.path(locale),
      query: input.query,
      body: input.body,
      bodyKind: spec.body,
      answer: spec.answer as unknown as AnswerSchema<AnswerOf<N>>,
    });
  }
  const q = (query: object): Record<string, string> =>
    Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  const b = (body: object): Record<string, unknown> => ({ ...body });

  return {
    /** Registration step 1 (multipart). */
    register: (body: RequestOf<'register'>) => invoke('register', { body: b(body) }),
    /** Registration step 2, company info (multipart). */
    addressDetails: (body: RequestOf<'addressDetails'>) => invoke('addressDetails', { body: b(body) }),
    /** Discards the registration in progress on the server. */
    cancelSession: () => invoke('cancelSession'),
    /** Roles in the page language. */
    getRoles: () => invoke('getRoles'),
    /** Dealer-representative flag, provinces per locale, and whether a new profile is needed. */
    flowProgress: () => invoke('flowProgress'),
    /** Checks an activation code and returns the security questions. */
    validateActivation: (query: QueryOf<'validateActivation'>) => invoke('validateActivation', { query: q(query) }),
    /** Activates the account: password, questions, answers, terms. */
    activateProfile: (body: RequestOf<'activateProfile'>) => invoke('activateProfile', { body: b(body) }),
    /** Whether the session is signed in. */
    loggedInStatus: () => invoke('loggedInStatus'),
    /** Signs in. */
    login: (body: RequestOf<'login'>) => invoke('login', { body: b(body) }),
    /** Signs out. */
    logout: () => invoke('logout'),
    /** Saves the subscriber record (public or signed in). */
    saveEmailPreferences: (body: RequestOf<'saveEmailPreferences'>) => invoke('saveEmailPreferences', { body: b(body) }),
    /** Reads email preferences by hash token. */
    renderEmailPreferences: (query: QueryOf<'renderEmailPreferences'>) => invoke('renderEmailPreferences', { query: q(query) }),
    /** The signed-in profile. */
    getProfile: () => invoke('getProfile'),
    /** Saves the profile. */
    saveProfile: (body: RequestOf<'saveProfile'>) => invoke('saveProfile', { body: b(body) }),
    /** The signed-in user's security questions. */
    getSecurityQuestions: () => invoke('getSecurityQuestions'),
    /** Saves the three security questions and answers. */
    saveSecurityQuestions: (body: RequestOf<'saveSecurityQuestions'>) => invoke('saveSecurityQuestions', { body: b(body) }),
    /** Changes the password (optionally with questions). */
    changePassword: (body: RequestOf<'changePassword'>) => invoke('changePassword', { body: b(body) }),
    /** Submits an e-signature purchase. */
    esignPurchase: (body: RequestOf<'esignPurchase'>) => invoke('esignPurchase', { body: b(body) }),
    /** Submits an e-signature redemption. */
    esignRedeem: (body: RequestOf<'esignRedeem'>) => invoke('esignRedeem', { body: b(body) }),
    /** Funds for purchase, or for redemption with option=repurchase. */
    funds: (query: QueryOf<'funds'>) => invoke('funds', { query: q(query) }),
    /** The two sales-team lists. */
    salesTeam: (query: QueryOf<'salesTeam'>) => invoke('salesTeam', { query: q(query) }),
    /** First recovery question for the emailed code. */
    recoveryStep3: (query: QueryOf<'recoveryStep3'>) => invoke('recoveryStep3', { query: q(query) }),
    /** Recovery step 1: email and captcha. */
    verifyRecoveryEmail: (body: RequestOf<'verifyRecoveryEmail'>) => invoke('verifyRecoveryEmail', { body: b(body) }),
    /** Answers the current recovery question. */
    answerSecurityQuestion: (body: RequestOf<'answerSecurityQuestion'>) => invoke('answerSecurityQuestion', { body: b(body) }),
    /** Sets the new password at the end of recovery. */
    resetPassword: (body: RequestOf<'resetPassword'>) => invoke('resetPassword', { body: b(body) }),
    /** Sends the contact form; success is HTTP 200. */
    contactUs: (body: RequestOf<'contactUs'>) => invoke('contactUs', { body: b(body) }),
    /** A fresh ALTCHA challenge. */
    captchaChallenge: () => invoke('captchaChallenge'),
  };
}

/** The typed API of one widget. */
export type Api = ReturnType<typeof createApi>;

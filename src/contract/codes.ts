/**
 * Error codes this project's API sends beyond spec section 8, so clients map them by id, never by text.
 * Spec codes (reg001, fpwd007, sc003 …) keep their catalogue meaning.
 */
export const EXTRA_CODES = {
  /** Login: wrong email or wrong password (one code, so neither is revealed). */
  wrongCredentials: 'login001',
  /** Recovery link unknown, used or older than 6 hours (step3, securityQuestions, resetPassword): error page. */
  recoveryLinkExpired: 'fpwd009',
  /** Recovery link ended by 3 wrong security answers on it: error page with a new-link request. */
  recoveryLinkGuessed: 'fpwd011',
  /** The user's 5 wrong security answers of the day are spent (answering, opening a link or asking for one): error page with Client Relations, no new link. */
  recoveryAnswersSpent: 'fpwd012',
  /** Login locked for 15 minutes (10 failures of the account or 50 of the client in 15 minutes): message with the contacts. */
  loginLocked: 'login002',
  /** Login slowed down (5 failures of the account in 15 minutes): wait 30 seconds after the last one. */
  loginSlowed: 'login003',
  /** Registration of a pending address whose activation re-sends for the day are used up: no mail sent. */
  activationResendLimit: 'reg006',
  /** Password change: the current password is wrong. */
  wrongOldPassword: 'pwd001',
  /** The captcha proof was missing, wrong, expired or replayed: reset the captcha and show the expired error. */
  captcha: 'captcha',
  /**
   * Email preferences: a new name or language for an account whose profile cannot change (internal, pre-registered;
   * spec section 6), which the public page cannot know beforehand: nothing saved, the form puts them back.
   */
  namesLocked: 'prfl003',
  /** Email preferences: no subscriber for the hash (spec: could_not_read_user_info). */
  noUserInfo: 'could_not_read_user_info',
  /** e-sign: the advisor has no dealer/advisor code (status of the answer, spec "403-docusign"). */
  docusign: '403-docusign',
  /** HTTP 400: the payload broke the contract (bad_request) or a field rule (invalid_fields, with `fields`). */
  badRequest: 'bad_request',
  invalidFields: 'invalid_fields',
} as const;

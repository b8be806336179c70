import { nullable, number, optional, string, type, type Infer } from './schema';
import { call, miPath } from './call';
import { ErrCode, FormText, OptionalText, ResultWord, UpdateResult } from './common';

/** verifyEmail form: email and captcha response (field name kept for every captcha provider). */
export const VerifyEmailRequest = type({ emailId: FormText, 'g-recaptcha-response': OptionalText });
/** Parsed verifyEmail payload. */
export type VerifyEmailRequest = Infer<typeof VerifyEmailRequest>;

/** verifyEmail answer: attempts left out of 5 on success; fpwd001/2/3/4/10 on failure. */
export const VerifyEmailAnswer = type({
  result: ResultWord,
  attemptsRemaining: optional(nullable(number())),
  errCode: ErrCode,
  message: optional(nullable(string())),
});
/** Parsed verifyEmail answer. */
export type VerifyEmailAnswer = Infer<typeof VerifyEmailAnswer>;

/** step3 query: the code of the emailed link. */
export const RecoveryStep3Query = type({ code: string() });

/**
 * A security-question answer from the recovery flow. One shape covers every case:
 * a question (questionLabel + localNumber), a wrong answer (errCode fpwd007 + message),
 * all answered (message alone, a plain string), or a failure (errCode). The spec names the question's text
 * `questionLabel` (section 3) and `description` (section 7's step3): either is read.
 */
export const RecoveryQuestionAnswer = type({
  result: optional(ResultWord),
  questionLabel: optional(string()),
  description: optional(string()),
  securityQuestionId: optional(number()),
  localNumber: optional(number()),
  errCode: ErrCode,
  message: optional(nullable(string())),
});
/** Parsed step3 / securityQuestions answer. */
export type RecoveryQuestionAnswer = Infer<typeof RecoveryQuestionAnswer>;

/** securityQuestions form: the answer to the current question. */
export const SecurityAnswerRequest = type({ answer1: FormText });
/** Parsed securityQuestions payload. */
export type SecurityAnswerRequest = Infer<typeof SecurityAnswerRequest>;

/** resetPassword form; answer is an UpdateResult (sc003 when one of the last five). */
export const ResetPasswordRequest = type({ password: FormText, confirmPassword: FormText });
/** Parsed resetPassword payload. */
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

/** Recovery limits of spec section 9. */
export const RECOVERY_LIMITS = { attemptsPerDay: 5, linkHours: 6, passwordHistory: 5 } as const;

/** First recovery question for the emailed code. */
export const recoveryStep3Call = call({ method: 'GET', path: (l) => `${miPath(l)}/forgotPasswordFlow/step3`, body: 'none', access: 'public', query: RecoveryStep3Query, answer: RecoveryQuestionAnswer });
/** Recovery step 1: email and captcha. */
export const verifyRecoveryEmailCall = call({ method: 'POST', path: (l) => `${miPath(l)}/forgotPasswordFlow/verifyEmail`, body: 'form', access: 'public', request: VerifyEmailRequest, answer: VerifyEmailAnswer });
/** Answers the current recovery question. */
export const answerSecurityQuestionCall = call({ method: 'POST', path: (l) => `${miPath(l)}/forgotPasswordFlow/securityQuestions`, body: 'form', access: 'public', request: SecurityAnswerRequest, answer: RecoveryQuestionAnswer });
/** Sets the new password at the end of recovery. */
export const resetPasswordCall = call({ method: 'POST', path: (l) => `${miPath(l)}/forgotPasswordFlow/resetPassword`, body: 'form', access: 'public', request: ResetPasswordRequest, answer: UpdateResult });

import { defineForm } from './types';
import { mismatch } from './checks';
import * as F from './fields';

/** Recovery step 1: the login email and the captcha (kept on even on the performance-test host). */
export const recoveryEmailForm = /*#__PURE__*/ defineForm('recoveryEmail', [/*#__PURE__*/ F.simpleEmailField('emailId'), /*#__PURE__*/ F.captcha()]);

/** Recovery step 3: one answer. */
export const securityAnswerForm = /*#__PURE__*/ defineForm('securityAnswer', [/*#__PURE__*/ F.recoveryAnswer()]);

/** Recovery step 4: new password and confirmation. */
export const resetPasswordForm = /*#__PURE__*/ defineForm(
  'resetPassword',
  [/*#__PURE__*/ F.newPasswordField(), /*#__PURE__*/ F.confirmPassword()],
  [/*#__PURE__*/ mismatch()],
);

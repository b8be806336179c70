import { defineForm } from './types';
import { mismatch } from './checks';
import * as F from './fields';

// Recovery's forms after its first screen, apart from it: the email step's page does not download the answer
// and new-password fields (widgets/recovery/later.ts loads their steps on demand).

/** Recovery step 3: one answer. */
export const securityAnswerForm = /*#__PURE__*/ defineForm('securityAnswer', [/*#__PURE__*/ F.recoveryAnswer()]);

/** Recovery step 4: new password and confirmation. */
export const resetPasswordForm = /*#__PURE__*/ defineForm(
  'resetPassword',
  [/*#__PURE__*/ F.newPasswordField(), /*#__PURE__*/ F.confirmPassword()],
  [/*#__PURE__*/ mismatch()],
);

import { defineForm } from './types';
import { distinct, mismatch } from './checks';
import * as F from './fields';
import { SECURITY_QUESTION_FIELDS, questionPairs } from './questions';

// The profile's password and security-question forms: their tabs load when opened, and the personal page (the
// profile's first screen) does not download them.

/** Password change: old, new (8-50) and confirmation. */
export const changePasswordForm = /*#__PURE__*/ defineForm(
  'changePassword',
  [/*#__PURE__*/ F.oldPassword(), /*#__PURE__*/ F.newPasswordField('newPassword', F.CHANGE_PASSWORD_MAX), /*#__PURE__*/ F.confirmPassword()],
  [/*#__PURE__*/ mismatch('newPassword')],
);

/** Profile security questions: three distinct questions with answers. */
export const securityQuestionsForm = /*#__PURE__*/ defineForm('securityQuestions', /*#__PURE__*/ questionPairs(), /*#__PURE__*/ distinct(SECURITY_QUESTION_FIELDS));

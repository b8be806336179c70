import { defineForm } from './types';
import { distinct, mismatch } from './checks';
import * as F from './fields';
import { SECURITY_QUESTION_FIELDS, questionPairs } from './forms-registration';

/**
 * Personal profile; the dealer and advisor codes are required for role ids 10 and 12 (rebuild on role change).
 * A new login email also needs the current password (`oldPassword`): `emailChange` adds it.
 */
export function profileForm(opts: { roleId: string | number; emailChange?: boolean }) {
  const codesRequired = F.codesRequiredFor(opts.roleId);
  return defineForm('profile', [
      F.firstName('profile'), F.preferredFirstName('profile'), F.lastName('profile'), F.registrationEmailId(),
      ...(opts.emailChange ? [F.oldPassword()] : []),
      F.roleId(), F.languagePreferenceCode(), F.firmName('profile'), F.addressLine1('profile'), F.suiteNumber(),
      F.city(), F.province(), F.postalCodeField(), F.businessPhoneNumber(), F.extension('businessExtension'),
      F.mobilePhone(), F.primaryDealerCode({ required: codesRequired }), F.primaryAdvisorCode({ required: codesRequired }),
  ]);
}

/** Password change: old, new (8-50) and confirmation. */
export const changePasswordForm = /*#__PURE__*/ defineForm(
  'changePassword',
  [/*#__PURE__*/ F.oldPassword(), /*#__PURE__*/ F.newPasswordField('newPassword', F.CHANGE_PASSWORD_MAX), /*#__PURE__*/ F.confirmPassword()],
  [/*#__PURE__*/ mismatch('newPassword')],
);

/** Profile security questions: three distinct questions with answers. */
export const securityQuestionsForm = /*#__PURE__*/ defineForm('securityQuestions', /*#__PURE__*/ questionPairs(), /*#__PURE__*/ distinct(SECURITY_QUESTION_FIELDS));

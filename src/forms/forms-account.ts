import { defineForm } from './types';
import { defineField } from './field';
import { distinct, mismatch } from './checks';
import { maxlength, oneOf, required } from './refinements';
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

/** Contact form; names take the profile bounds (the spec gives none for contact). */
export const contactForm = /*#__PURE__*/ defineForm('contact', [
    /*#__PURE__*/ F.firstName('profile'), /*#__PURE__*/ F.lastName('profile'), /*#__PURE__*/ F.organizationName({ optional: true }),
    /*#__PURE__*/ F.businessPhoneNumber('phoneNumber'), /*#__PURE__*/ F.extension('extension'), /*#__PURE__*/ F.simpleEmailField('email'),
    /*#__PURE__*/ F.contactCode('dealerCode'), /*#__PURE__*/ F.contactCode('advisorCode'),
    /*#__PURE__*/ defineField('subject', { rules: [/*#__PURE__*/ required(), /*#__PURE__*/ maxlength(255)] }),
    /*#__PURE__*/ defineField('messageBody', { kind: 'textarea', rules: [/*#__PURE__*/ required()] }),
    /*#__PURE__*/ F.captcha(),
]);

/** Subscription ids on the forms: 5 never shows, 7 only when logged in (spec section 3). */
export function subscriptionIds(loggedIn: boolean): number[] {
  return loggedIn ? [1, 2, 3, 4, 6, 7] : [1, 2, 3, 4, 6];
}

/** Email preferences (public or logged-in): names, language, subscription and opt-out checkboxes. */
export function emailPrefsForm(opts: { loggedIn: boolean }) {
  const boxes = [...subscriptionIds(opts.loggedIn).map((id) => `SUBSCRIPTION${id}` as const), 'OPTOUT' as const];
  return defineForm('emailPrefs', [
      F.firstName('profile'), F.lastName('profile'),
      defineField('language', { kind: 'radio', rules: [required(), oneOf(['en-ca', 'fr-ca'])], options: ['en-ca', 'fr-ca'] }),
      ...boxes.map((name) => defineField(name, { kind: 'checkbox', rules: [] })),
  ]);
}

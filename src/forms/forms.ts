import type { FormSpec } from './types';
import { defineField } from './field';
import { distinct, mismatch } from './checks';
import { maxlength, oneOf, required } from './refinements';
import * as F from './fields';

export * from './forms-esign';

const QUESTIONS = ['securityQuestion1', 'securityQuestion2', 'securityQuestion3'];

/** Three question selects, each followed by its answer. */
function questionPairs() {
  return [1, 2, 3].flatMap((n) => [F.securityQuestion(n), F.securityAnswer(n)]);
}

/** Login: email (simple pattern) and password. */
export const loginForm: FormSpec = { id: 'login', fields: [F.simpleEmailField('emailId'), F.loginPassword()] };

/** Registration step 1 "Register". Mark the captcha unrendered where captcha is off. */
export const registerStep1Form: FormSpec = {
  id: 'registerStep1',
  fields: [
    F.firstName('registration'), F.preferredFirstName('registration'), F.lastName('registration'), F.roleId(),
    F.languagePreferenceCode(), F.registrationEmailId(), F.professional(), F.captcha(),
  ],
};

/** Registration step 2 "Company Info"; the code fields exist only when a dealer representative is required. */
export function addressDetailsForm(opts: { dealerRepRequired: boolean }): FormSpec {
  const codes = opts.dealerRepRequired
    ? [F.primaryDealerCode({ required: true }), F.primaryAdvisorCode({ required: true })]
    : [];
  return {
    id: 'addressDetails',
    fields: [
      F.firmName('registration'), F.addressLine1('registration'), F.suiteNumber(), F.city(), F.province(),
      F.postalCodeField(), F.businessPhoneNumber(), F.extension('businessExtension'), ...codes,
    ],
  };
}

/** Activation: three questions and answers, password and confirmation, terms. */
export const activationForm: FormSpec = {
  id: 'activation',
  fields: [...questionPairs(), F.newPasswordField(), F.confirmPassword(), F.confirmReadTermsConditions()],
  checks: [...distinct(QUESTIONS), mismatch()],
};

/** Recovery step 1: the login email and the captcha (kept on even on the performance-test host). */
export const recoveryEmailForm: FormSpec = { id: 'recoveryEmail', fields: [F.simpleEmailField('emailId'), F.captcha()] };

/** Recovery step 3: one answer. */
export const securityAnswerForm: FormSpec = { id: 'securityAnswer', fields: [F.recoveryAnswer()] };

/** Recovery step 4: new password and confirmation. */
export const resetPasswordForm: FormSpec = {
  id: 'resetPassword',
  fields: [F.newPasswordField(), F.confirmPassword()],
  checks: [mismatch()],
};

/** Personal profile; the dealer and advisor codes are required for role ids 10 and 12 (rebuild on role change). */
export function profileForm(opts: { roleId: string | number }): FormSpec {
  const codesRequired = F.codesRequiredFor(opts.roleId);
  return {
    id: 'profile',
    fields: [
      F.firstName('profile'), F.preferredFirstName('profile'), F.lastName('profile'), F.registrationEmailId(),
      F.roleId(), F.languagePreferenceCode(), F.firmName('profile'), F.addressLine1('profile'), F.suiteNumber(),
      F.city(), F.province(), F.postalCodeField(), F.businessPhoneNumber(), F.extension('businessExtension'),
      F.mobilePhone(), F.primaryDealerCode({ required: codesRequired }), F.primaryAdvisorCode({ required: codesRequired }),
    ],
  };
}

/** Password change: old, new (8-50) and confirmation. */
export const changePasswordForm: FormSpec = {
  id: 'changePassword',
  fields: [F.oldPassword(), F.newPasswordField('newPassword', F.CHANGE_PASSWORD_MAX), F.confirmPassword()],
  checks: [mismatch('newPassword')],
};

/** Profile security questions: three distinct questions with answers. */
export const securityQuestionsForm: FormSpec = { id: 'securityQuestions', fields: questionPairs(), checks: distinct(QUESTIONS) };

/** Contact form; names take the profile bounds (the spec gives none for contact). */
export const contactForm: FormSpec = {
  id: 'contact',
  fields: [
    F.firstName('profile'), F.lastName('profile'), F.organizationName({ optional: true }),
    F.businessPhoneNumber('phoneNumber'), F.extension('extension'), F.simpleEmailField('email'),
    F.contactCode('dealerCode'), F.contactCode('advisorCode'),
    defineField('subject', { rules: [required(), maxlength(255)] }),
    defineField('messageBody', { kind: 'textarea', rules: [required()] }),
    F.captcha(),
  ],
};

/** Subscription ids on the forms: 5 never shows, 7 only when logged in (spec section 3). */
export function subscriptionIds(loggedIn: boolean): number[] {
  return loggedIn ? [1, 2, 3, 4, 6, 7] : [1, 2, 3, 4, 6];
}

/** Email preferences (public or logged-in): names, language, subscription and opt-out checkboxes. */
export function emailPrefsForm(opts: { loggedIn: boolean }): FormSpec {
  const boxes = [...subscriptionIds(opts.loggedIn).map((id) => `SUBSCRIPTION${id}`), 'OPTOUT'];
  return {
    id: 'emailPrefs',
    fields: [
      F.firstName('profile'), F.lastName('profile'),
      defineField('language', { kind: 'radio', rules: [required(), oneOf(['en-ca', 'fr-ca'])], options: ['en-ca', 'fr-ca'] }),
      ...boxes.map((name) => defineField(name, { kind: 'checkbox', rules: [] })),
    ],
  };
}

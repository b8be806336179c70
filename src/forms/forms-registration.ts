import { defineForm } from './types';
import * as F from './fields';

/** The three security-question fields, which must be distinct. */
export const SECURITY_QUESTION_FIELDS = ['securityQuestion1', 'securityQuestion2', 'securityQuestion3'] as const;

/** Three question selects, each followed by its answer. */
export function questionPairs() {
  return [F.securityQuestion(1), F.securityAnswer(1), F.securityQuestion(2), F.securityAnswer(2), F.securityQuestion(3), F.securityAnswer(3)];
}

/** Registration step 1 "Register". Mark the captcha unrendered where captcha is off. */
export const registerStep1Form = /*#__PURE__*/ defineForm('registerStep1', [
  /*#__PURE__*/ F.firstName('registration'), /*#__PURE__*/ F.preferredFirstName('registration'), /*#__PURE__*/ F.lastName('registration'), /*#__PURE__*/ F.roleId(),
  /*#__PURE__*/ F.languagePreferenceCode(), /*#__PURE__*/ F.registrationEmailId(), /*#__PURE__*/ F.professional(), /*#__PURE__*/ F.captcha(),
]);


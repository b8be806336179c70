import { defineForm } from './types';
import * as F from './fields';

/** Registration step 1 "Register". Mark the captcha unrendered where captcha is off. */
export const registerStep1Form = /*#__PURE__*/ defineForm('registerStep1', [
  /*#__PURE__*/ F.firstName('registration'), /*#__PURE__*/ F.preferredFirstName('registration'), /*#__PURE__*/ F.lastName('registration'), /*#__PURE__*/ F.roleId(),
  /*#__PURE__*/ F.languagePreferenceCode(), /*#__PURE__*/ F.registrationEmailId(), /*#__PURE__*/ F.professional(), /*#__PURE__*/ F.captcha(),
]);


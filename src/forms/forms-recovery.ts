import { defineForm } from './types';
import * as F from './fields';

/** Recovery step 1: the login email and the captcha (kept on even on the performance-test host). */
export const recoveryEmailForm = /*#__PURE__*/ defineForm('recoveryEmail', [/*#__PURE__*/ F.simpleEmailField('emailId'), /*#__PURE__*/ F.captcha()]);

import { defineForm } from './types';
import * as F from './fields';

/** Login: email (simple pattern) and password. */
export const loginForm = /*#__PURE__*/ defineForm('login', [/*#__PURE__*/ F.simpleEmailField('emailId'), /*#__PURE__*/ F.loginPassword()]);

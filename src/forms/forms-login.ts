import { defineForm } from './types';
import { loginPassword, simpleEmailField } from './fields-sign-in';

/** Login: email (simple pattern) and password. */
export const loginForm = /*#__PURE__*/ defineForm('login', [/*#__PURE__*/ simpleEmailField('emailId'), /*#__PURE__*/ loginPassword()]);

import type { FormSpec } from './types';
import * as F from './fields';

/** Login: email (simple pattern) and password. */
export const loginForm: FormSpec = { id: 'login', fields: [/*#__PURE__*/ F.simpleEmailField('emailId'), /*#__PURE__*/ F.loginPassword()] };

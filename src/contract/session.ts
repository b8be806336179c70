import { boolean, type, type Infer } from 'superstruct';
import { FormText } from './common';

/** login form: the email is the login id. */
export const LoginRequest = type({ emailId: FormText, password: FormText });
/** Parsed login payload. */
export type LoginRequest = Infer<typeof LoginRequest>;

/** loggedInStatus answer: truthy `loggedIn` means a live session. */
export const LoggedInAnswer = type({ loggedIn: boolean() });
/** Parsed loggedInStatus answer. */
export type LoggedInAnswer = Infer<typeof LoggedInAnswer>;

/** Login error codes of the demo API: one code for wrong email or password so neither is revealed. */
export const LOGIN_CODES = { wrongCredentials: 'login001', notActivated: 'fpwd003', suspended: 'reg005' } as const;

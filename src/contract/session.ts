import { boolean, type, type Infer } from './schema';
import { call, apiPath, miPath } from './call';
import { FormText, ResultOnly, UpdateResult } from './common';

/** login form: the email is the login id. */
export const LoginRequest = type({ emailId: FormText, password: FormText });
/** Parsed login payload. */
export type LoginRequest = Infer<typeof LoginRequest>;

/** loggedInStatus answer: truthy `loggedIn` means a live session. */
export const LoggedInAnswer = type({ loggedIn: boolean() });
/** Parsed loggedInStatus answer. */
export type LoggedInAnswer = Infer<typeof LoggedInAnswer>;

/** Whether the session is signed in. */
export const loggedInStatusCall = call({ method: 'GET', path: (l) => `${apiPath(l)}/loggedInStatus/index`, body: 'none', access: 'public', answer: LoggedInAnswer });
/** Signs in. */
export const loginCall = call({ method: 'POST', path: (l) => `${miPath(l)}/login/login`, body: 'form', access: 'public', request: LoginRequest, answer: UpdateResult });
/** Signs out. */
export const logoutCall = call({ method: 'POST', path: (l) => `${miPath(l)}/login/logout`, body: 'none', access: 'public', answer: ResultOnly });

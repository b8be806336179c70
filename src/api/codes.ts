/**
 * Spec section 8 as data: every server code, per flow, mapped to a message key and what the screen does.
 * Widgets never match English text; they look the code up here (an Ory Elements habit).
 */
export type CodeContext = 'login' | 'registration' | 'activation' | 'recovery' | 'profile' | 'password' | 'esign' | 'contact' | 'emailPrefs';

/** What a code does to the screen. */
export type CodeAction =
  /** A message on one or more fields (they get aria-invalid and the summary lists them). */
  | { show: 'field'; fields: readonly string[] }
  /** A message above the form (not tied to a field). */
  | { show: 'form' }
  /** A dedicated view of the flow (already active, expired …), named by the widget. */
  | { show: 'view'; view: string }
  /** The server-error page of the flow, with Client Relations contacts. */
  | { show: 'error-page' };

/** A code's message key and action. */
export interface CodeInfo {
  code: string;
  key: string;
  action: CodeAction;
}

type Row = readonly [code: string, contexts: readonly CodeContext[] | '*', action: CodeAction, key?: string];

const field = (...fields: string[]): CodeAction => ({ show: 'field', fields });
const view = (name: string): CodeAction => ({ show: 'view', view: name });
const page: CodeAction = { show: 'error-page' };
const form: CodeAction = { show: 'form' };

// First matching row wins, so flow-specific meanings of a shared code (sc001) come first.
const ROWS: readonly Row[] = [
  ['sc001', ['recovery'], field('emailId'), 'errors.codes.fpwd002'],
  ['sc001', ['registration', 'profile'], field('primaryDealerCode', 'primaryAdvisorCode')],
  ['fpwd002', ['recovery'], field('emailId')],
  ['fpwd010', ['recovery', 'password'], form],
  ['fpwd007', ['recovery'], field('answer1')],
  // Internal users change their password through the service desk: said above the password form.
  ['fpwd001', ['password'], form],
  ['fpwd001', '*', page],
  ['fpwd003', ['login'], form],
  ['fpwd003', '*', page],
  ['fpwd004', ['login'], view('suspended'), 'errors.codes.reg005'],
  ['fpwd004', '*', page],
  ['fpwd009', '*', page],
  // Too many wrong security answers ended the link: the recovery error page offers a new one.
  ['fpwd011', '*', page],
  // The user's wrong answers of the day are spent: the error page with Client Relations; a new link would not help.
  ['fpwd012', '*', page],
  ['sc003', ['recovery', 'password'], field('password', 'newPassword')],
  ['sc002-profile', '*', page],
  ['sc002-forgot-password', '*', page],
  ['sc002', '*', page],
  ['sc005', '*', view('not-found')],
  ['reg001', '*', view('already-active')],
  ['reg002', '*', view('already-registered')],
  ['reg003', '*', view('expired')],
  ['reg005', '*', view('suspended')],
  // Registering a pending address again once the day's re-sends are used: no mail went, said above the form.
  ['reg006', '*', form],
  ['prfl001', '*', field('emailId')],
  // A wrong current password: the password change, or a new login email on the profile.
  ['pwd001', ['password', 'profile'], field('oldPassword')],
  // An email-change link that expired, was used or is another account's.
  ['prfl002', ['profile'], form],
  // Email preferences: the names and language of a profile that cannot change; the form puts them back and locks them.
  ['prfl003', ['emailPrefs'], form],
  // The demo API's answer to a refused or expired captcha token: the captcha resets and says so.
  ['captcha', '*', field('g-recaptcha-response'), 'errors.g-recaptcha-response.expired'],
  // A current password checked on the profile counts like a login (demo API): after several wrong ones, wait.
  ['login003', ['password', 'profile'], field('oldPassword'), 'errors.codes.passwordSlow'],
  ['login001', ['login'], form],
  // Login locked (account or client): the suspended view's way, its own message with the Client Relations contacts.
  ['login002', ['login'], view('suspended')],
  ['login002', '*', page],
  // Login slowed down after several failures: wait and try again.
  ['login003', ['login'], form],
  ['login003', '*', page],
  // Email preferences: no subscriber for the hash token (spec section 8); the page explains it with the contacts.
  ['could_not_read_user_info', '*', page],
  ['403-docusign', '*', form],
  // Spec section 8, purchase or redemption failure: "otherwise a 403 with the server-error.403 message".
  ['403', ['esign'], page, 'errors.codes.403-esign'],
  ['403', '*', form],
];

import { GENERIC_CODE_KEY } from './generic-code';
export { GENERIC_CODE_KEY };

/** Looks up a server code for a flow; unknown or empty codes give the generic message on the error page. */
export function describeCode(code: string | null | undefined, context: CodeContext): CodeInfo {
  const normalised = (code ?? '').trim();
  if (normalised !== '') {
    for (const [rowCode, contexts, action, key] of ROWS) {
      if (rowCode === normalised && (contexts === '*' || contexts.includes(context))) {
        return { code: normalised, key: key ?? `errors.codes.${rowCode}`, action };
      }
    }
  }
  return { code: normalised, key: GENERIC_CODE_KEY, action: page };
}

/** Every code the catalogue knows (a locale test checks each has a message in both languages). */
export const KNOWN_CODES: readonly string[] = [...new Set(ROWS.map(([code, , , key]) => key ?? `errors.codes.${code}`))];

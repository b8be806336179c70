import { describe, expect, it } from 'vitest';
import type { CodeContext } from '../api/codes';
import { answerOutcome, effectiveCode, type AnswerOutcome, type CodedAnswer } from './answer';

// One table for every flow: the answer, the flow, and what the screen does. This replaced the per-widget
// mappings (login, recovery, registration, activation), so each of their cases lives here.
const cases: [string, CodedAnswer, CodeContext, AnswerOutcome][] = [
  ['success', { result: 'success' }, 'login', { kind: 'success' }],
  ['Success with an empty code', { result: 'Success', errCode: '' }, 'login', { kind: 'success' }],
  ['success with a null code', { result: 'success', errCode: null }, 'login', { kind: 'success' }],
  ['an answer without result word or code', { message: 'Go on' }, 'recovery', { kind: 'success' }],
  ['login001 is one notice naming neither field', { result: 'failure', errCode: 'login001' }, 'login', { kind: 'notice', code: 'login001', key: 'errors.codes.login001' }],
  ['fpwd003 at login is a notice', { result: 'Failure', errCode: 'fpwd003' }, 'login', { kind: 'notice', code: 'fpwd003', key: 'errors.codes.fpwd003' }],
  ['reg005 at login is the suspended view', { result: 'failure', errCode: 'reg005' }, 'login', { kind: 'view', code: 'reg005', key: 'errors.codes.reg005', view: 'suspended' }],
  ['fpwd004 at login is the suspended view', { result: 'failure', errCode: 'fpwd004' }, 'login', { kind: 'view', code: 'fpwd004', key: 'errors.codes.reg005', view: 'suspended' }],
  ['sc002 is the error page', { result: 'failure', errCode: 'sc002' }, 'login', { kind: 'error-page', code: 'sc002' }],
  ['an unknown code is the error page', { result: 'failure', errCode: 'zz999' }, 'login', { kind: 'error-page', code: 'zz999' }],
  ['a failure without code is the generic error page', { result: 'failure' }, 'login', { kind: 'error-page', code: '' }],
  ['a code without failure word still counts', { errCode: 'fpwd004', message: 'x' }, 'recovery', { kind: 'error-page', code: 'fpwd004' }],
  ['fpwd002 on the recovery email', { result: 'failure', errCode: 'fpwd002' }, 'recovery', { kind: 'field', code: 'fpwd002', key: 'errors.codes.fpwd002', fields: ['emailId'] }],
  ['sc001 in recovery reads as fpwd002', { result: 'failure', errCode: 'sc001' }, 'recovery', { kind: 'field', code: 'sc001', key: 'errors.codes.fpwd002', fields: ['emailId'] }],
  ['fpwd010 is a notice', { result: 'failure', errCode: 'fpwd010' }, 'recovery', { kind: 'notice', code: 'fpwd010', key: 'errors.codes.fpwd010' }],
  ['fpwd007 keeps the server words', { errCode: 'fpwd007', message: 'Nope' }, 'recovery', { kind: 'field', code: 'fpwd007', key: 'errors.codes.fpwd007', fields: ['answer1'], message: 'Nope' }],
  ['sc003 on the new password', { result: 'failure', errCode: 'sc003', message: 'Used' }, 'recovery', { kind: 'field', code: 'sc003', key: 'errors.codes.sc003', fields: ['password', 'newPassword'], message: 'Used' }],
  ['the refused captcha', { result: 'failure', errCode: 'captcha' }, 'recovery', { kind: 'captcha' }],
  ['sc001 at registration marks both codes', { result: 'failure', errCode: 'sc001' }, 'registration', { kind: 'field', code: 'sc001', key: 'errors.codes.sc001', fields: ['primaryDealerCode', 'primaryAdvisorCode'] }],
  ['reg002 is the already-registered view', { result: 'failure', errCode: 'reg002' }, 'registration', { kind: 'view', code: 'reg002', key: 'errors.codes.reg002', view: 'already-registered' }],
  ['a code-less registration failure saying already active', { result: 'failure', message: 'Account already active' }, 'registration', { kind: 'view', code: 'reg001', key: 'errors.codes.reg001', view: 'already-active' }],
  ['the same in French', { result: 'failure', message: 'Ce compte est déjà actif' }, 'registration', { kind: 'view', code: 'reg001', key: 'errors.codes.reg001', view: 'already-active' }],
  ['sc005 on activation is the not-found view', { result: 'failure', errCode: 'sc005' }, 'activation', { kind: 'view', code: 'sc005', key: 'errors.codes.sc005', view: 'not-found' }],
  ['reg003 on activation is the expired view', { errCode: 'reg003' }, 'activation', { kind: 'view', code: 'reg003', key: 'errors.codes.reg003', view: 'expired' }],
];

describe('answerOutcome', () => {
  it.each(cases)('%s', (_name, answer, context, expected) => {
    expect(answerOutcome(answer, context)).toEqual(expected);
  });

  it('"already active" text never overrides a known code, and only counts in registration and activation', () => {
    expect(effectiveCode({ errCode: 'reg002', message: 'already active' }, 'registration')).toBe('reg002');
    expect(effectiveCode({ result: 'failure', message: 'already active' }, 'login')).toBe('');
  });
});

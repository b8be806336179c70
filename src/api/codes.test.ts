import { describe, expect, it } from 'vitest';
import { describeCode, GENERIC_CODE_KEY, type CodeContext } from './codes';

const cases: Array<[code: string | null, context: CodeContext, key: string, action: unknown]> = [
  ['fpwd002', 'recovery', 'errors.codes.fpwd002', { show: 'field', fields: ['emailId'] }],
  ['sc001', 'recovery', 'errors.codes.fpwd002', { show: 'field', fields: ['emailId'] }],
  ['sc001', 'registration', 'errors.codes.sc001', { show: 'field', fields: ['primaryDealerCode', 'primaryAdvisorCode'] }],
  ['fpwd010', 'recovery', 'errors.codes.fpwd010', { show: 'form' }],
  ['fpwd007', 'recovery', 'errors.codes.fpwd007', { show: 'field', fields: ['answer1'] }],
  ['fpwd004', 'recovery', 'errors.codes.fpwd004', { show: 'error-page' }],
  ['fpwd004', 'login', 'errors.codes.reg005', { show: 'view', view: 'suspended' }],
  ['fpwd003', 'login', 'errors.codes.fpwd003', { show: 'form' }],
  ['fpwd003', 'recovery', 'errors.codes.fpwd003', { show: 'error-page' }],
  ['sc003', 'recovery', 'errors.codes.sc003', { show: 'field', fields: ['password', 'newPassword'] }],
  ['sc002', 'registration', 'errors.codes.sc002', { show: 'error-page' }],
  ['sc002-forgot-password', 'recovery', 'errors.codes.sc002-forgot-password', { show: 'error-page' }],
  ['reg001', 'registration', 'errors.codes.reg001', { show: 'view', view: 'already-active' }],
  ['reg002', 'registration', 'errors.codes.reg002', { show: 'view', view: 'already-registered' }],
  ['reg003', 'activation', 'errors.codes.reg003', { show: 'view', view: 'expired' }],
  ['reg005', 'activation', 'errors.codes.reg005', { show: 'view', view: 'suspended' }],
  ['sc005', 'activation', 'errors.codes.sc005', { show: 'view', view: 'not-found' }],
  ['prfl001', 'registration', 'errors.codes.prfl001', { show: 'field', fields: ['emailId'] }],
  ['login001', 'login', 'errors.codes.login001', { show: 'form' }],
  ['login002', 'login', 'errors.codes.login002', { show: 'view', view: 'suspended' }],
  ['login003', 'login', 'errors.codes.login003', { show: 'form' }],
  ['login003', 'password', 'errors.codes.passwordSlow', { show: 'field', fields: ['oldPassword'] }],
  ['login003', 'profile', 'errors.codes.passwordSlow', { show: 'field', fields: ['oldPassword'] }],
  ['login002', 'password', 'errors.codes.login002', { show: 'error-page' }],
  ['fpwd011', 'recovery', 'errors.codes.fpwd011', { show: 'error-page' }],
  ['reg006', 'registration', 'errors.codes.reg006', { show: 'form' }],
  ['could_not_read_user_info', 'emailPrefs', 'errors.codes.could_not_read_user_info', { show: 'error-page' }],
  ['captcha', 'recovery', 'errors.g-recaptcha-response.expired', { show: 'field', fields: ['g-recaptcha-response'] }],
  [' reg001 ', 'registration', 'errors.codes.reg001', { show: 'view', view: 'already-active' }],
];

describe('describeCode', () => {
  it.each(cases)('%s in %s', (code, context, key, action) => {
    const info = describeCode(code, context);
    expect(info.key).toBe(key);
    expect(info.action).toEqual(action);
  });

  it.each([[''], [null], [undefined], ['zz999']])('empty or unknown %s gives the generic message on the error page', (code) => {
    const info = describeCode(code as string | null | undefined, 'registration');
    expect(info.key).toBe(GENERIC_CODE_KEY);
    expect(info.action).toEqual({ show: 'error-page' });
  });
});

import { describe, expect, it } from 'vitest';
import { is } from './schema';
import { calls, type AnswerOf, type RequestOf } from './calls';
import { isFailure } from './common';

describe('contract', () => {
  it('builds locale paths for every call', () => {
    expect(calls.login.path('fr')).toBe('/mi/fr/login/login');
    expect(calls.register.path('en')).toBe('/mi/api/en/registrationProcess/register');
    expect(calls.cancelSession.path('fr')).toBe('/mi/en/registrationProcess/cancelSession');
    expect(calls.getProfile.path('fr')).toBe('/mi/ia/fr/changeProfile/index');
    expect(calls.funds.path('fr')).toBe('/bin/docusignFunds');
  });

  it('gives every call a unique method and path per locale', () => {
    const seen = new Set<string>();
    for (const spec of Object.values(calls)) {
      for (const l of ['en', 'fr'] as const) seen.add(`${spec.method} ${spec.path(l)} ${l}`);
    }
    const keys = new Set([...seen].map((k) => k.slice(0, k.lastIndexOf(' '))));
    // cancelSession, funds, contactUs and captcha share one path for both locales
    expect(keys.size).toBe(Object.keys(calls).length * 2 - 4);
  });

  it('accepts both spellings of failure', () => {
    const a: AnswerOf<'login'> = { result: 'Failure', message: 'x', errCode: 'login001' };
    expect(is(a, calls.login.answer)).toBe(true);
    expect(is({ ...a, result: 'failure' }, calls.login.answer)).toBe(true);
    expect(is({ ...a, result: 'nope' }, calls.login.answer)).toBe(false);
    expect(isFailure('Failure')).toBe(true);
    expect(isFailure('failure')).toBe(true);
    expect(isFailure('success')).toBe(false);
  });

  it('rejects a login payload without a password', () => {
    const ok: RequestOf<'login'> = { emailId: 'a@b.ca', password: 'x' };
    expect(is(ok, calls.login.request)).toBe(true);
    expect(is({ emailId: 'a@b.ca' }, calls.login.request)).toBe(false);
  });

  it('accepts activation answers with a question list or a text', () => {
    const answer = calls.validateActivation.answer;
    expect(is({ result: 'success', message: [{ securityQuestionId: 1, description: 'Q' }], errCode: null }, answer)).toBe(true);
    expect(is({ result: 'failure', message: 'expired', errCode: 'reg003' }, answer)).toBe(true);
  });

  it('covers the recovery question loop shapes', () => {
    const answer = calls.answerSecurityQuestion.answer;
    expect(is({ questionLabel: 'Q2', localNumber: 2 }, answer)).toBe(true);
    expect(is({ errCode: 'fpwd007', message: 'wrong' }, answer)).toBe(true);
    expect(is({ message: 'go reset' }, answer)).toBe(true);
  });
});

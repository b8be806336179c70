import { describe, expect, it } from 'vitest';
import { emailOutcome, nextOrdinal, questionOutcome, resetOutcome } from './outcome';

describe('recovery outcomes', () => {
  it.each([
    [{ result: 'success', attemptsRemaining: 4 }, { kind: 'sent', attemptsRemaining: 4 }],
    [{ result: 'Success' }, { kind: 'sent', attemptsRemaining: null }],
    [{ result: 'failure', errCode: 'fpwd002' }, { kind: 'field', field: 'emailId', key: 'errors.codes.fpwd002' }],
    [{ result: 'failure', errCode: 'sc001' }, { kind: 'field', field: 'emailId', key: 'errors.codes.fpwd002' }],
    [{ result: 'failure', errCode: 'fpwd010' }, { kind: 'form', key: 'errors.codes.fpwd010', code: 'fpwd010' }],
    [{ result: 'failure', errCode: '403' }, { kind: 'form', key: 'errors.codes.403', code: '403' }],
    [{ result: 'failure', errCode: 'fpwd001' }, { kind: 'error', code: 'fpwd001' }],
    [{ result: 'Failure', errCode: null }, { kind: 'error', code: '' }],
    [{ result: 'failure', errCode: 'captcha' }, { kind: 'field', field: 'g-recaptcha-response', key: 'errors.g-recaptcha-response.expired' }],
  ] as const)('verifyEmail %j -> %j', (data, expected) => {
    expect(emailOutcome(data)).toEqual(expected);
  });

  it.each([
    [{ questionLabel: 'Pet?', localNumber: 2 }, { kind: 'question', label: 'Pet?', localNumber: 2 }],
    [{ errCode: 'fpwd007', message: 'Nope' }, { kind: 'field', field: 'answer1', key: 'errors.codes.fpwd007', message: 'Nope' }],
    [{ errCode: 'fpwd007' }, { kind: 'field', field: 'answer1', key: 'errors.codes.fpwd007' }],
    [{ message: 'Go on' }, { kind: 'answered', message: 'Go on' }],
    [{ errCode: 'fpwd004', message: 'x' }, { kind: 'error', code: 'fpwd004' }],
    [{ errCode: 'fpwd010' }, { kind: 'form', key: 'errors.codes.fpwd010', code: 'fpwd010' }],
    [{}, { kind: 'error', code: '' }],
  ] as const)('question %j -> %j', (data, expected) => {
    expect(questionOutcome(data)).toEqual(expected);
  });

  it.each([
    [{ result: 'success' }, { kind: 'done' }],
    [{ result: 'failure', errCode: 'sc003', message: 'Used' }, { kind: 'field', field: 'password', key: 'errors.codes.sc003', message: 'Used' }],
    [{ result: 'failure', errCode: 'sc002-forgot-password' }, { kind: 'error', code: 'sc002-forgot-password' }],
    [{ result: 'failure', errCode: '403' }, { kind: 'form', key: 'errors.codes.403', code: '403' }],
    [{ result: 'failure' }, { kind: 'error', code: '' }],
  ] as const)('reset %j -> %j', (data, expected) => {
    expect(resetOutcome(data)).toEqual(expected);
  });

  it('ordinals start at the local number and always move forward', () => {
    expect(nextOrdinal(null, null)).toBe(1);
    expect(nextOrdinal(null, 2)).toBe(2);
    expect(nextOrdinal(1, 1)).toBe(2);
    expect(nextOrdinal(2, null)).toBe(3);
  });
});

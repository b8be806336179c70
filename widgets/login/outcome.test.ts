import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api/http';
import type { UpdateResult } from '../../src/contract/common';
import { loginOutcome } from './outcome';

const answer = (data: UpdateResult): ApiResult<UpdateResult> => ({ ok: true, data, status: 200 });

describe('loginOutcome', () => {
  it.each([
    ['success', { result: 'success' }],
    ['Success with an empty code', { result: 'Success', errCode: '' }],
    ['success with a null code', { result: 'success', errCode: null }],
  ] as const)('%s signs in', (_name, data) => {
    expect(loginOutcome(answer(data))).toEqual({ kind: 'success' });
  });

  it('no response at all counts as success (spec section 8)', () => {
    expect(loginOutcome({ ok: false, failure: { kind: 'network', details: 'Failed to fetch' } })).toEqual({ kind: 'success' });
  });

  it('login001 is one form message that names neither the email nor the password', () => {
    expect(loginOutcome(answer({ result: 'failure', errCode: 'login001' }))).toEqual({ kind: 'form', key: 'errors.codes.login001' });
  });

  it('fpwd003 (not activated) is a form message', () => {
    expect(loginOutcome(answer({ result: 'Failure', errCode: 'fpwd003' }))).toEqual({ kind: 'form', key: 'errors.codes.fpwd003' });
  });

  it.each(['reg005', 'fpwd004'])('%s shows the suspended message with contacts', (code) => {
    expect(loginOutcome(answer({ result: 'failure', errCode: code }))).toEqual({ kind: 'suspended', key: 'errors.codes.reg005' });
  });

  it('sc002, unknown codes and a failure without code go to the error page', () => {
    expect(loginOutcome(answer({ result: 'failure', errCode: 'sc002' }))).toEqual({ kind: 'error-page', code: 'sc002' });
    expect(loginOutcome(answer({ result: 'failure', errCode: 'zz999' }))).toEqual({ kind: 'error-page', code: 'zz999' });
    expect(loginOutcome(answer({ result: 'failure' }))).toEqual({ kind: 'error-page', code: '' });
  });

  it('an HTTP error or a broken answer is a failure, not a success', () => {
    const http = { ok: false, failure: { kind: 'http', status: 500 } } as const;
    expect(loginOutcome(http)).toEqual({ kind: 'failure', result: http });
    const contract = { ok: false, failure: { kind: 'contract', details: 'x' } } as const;
    expect(loginOutcome(contract).kind).toBe('failure');
  });
});

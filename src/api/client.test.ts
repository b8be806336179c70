import { describe, expect, it } from 'vitest';
import { fundsCall } from '../contract/esign';
import { getProfileCall } from '../contract/profile';
import { recoveryStep3Call } from '../contract/recovery';
import { loggedInStatusCall, loginCall } from '../contract/session';
import { createApi } from './client';
import type { ApiResult, Http, RequestOptions } from './http';

/** An Http that records each request and answers `data` (tests only). */
function recordingHttp(data: unknown = {}) {
  const seen: RequestOptions<unknown>[] = [];
  const http = (async (options: RequestOptions<unknown>): Promise<ApiResult<unknown>> => {
    seen.push(options);
    return { ok: true, data, status: 200 };
  }) as Http;
  return { http, seen };
}

describe('createApi', () => {
  it('posts a body call as its contract says, in the widget locale', async () => {
    const { http, seen } = recordingHttp({ result: 'success' });
    const result = await createApi(http, 'fr').call(loginCall, { emailId: 'a@b.ca', password: 'pw' });
    expect(result).toEqual({ ok: true, data: { result: 'success' }, status: 200 });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/mi/fr/login/login',
        query: undefined,
        body: { emailId: 'a@b.ca', password: 'pw' },
        bodyKind: 'form',
        answer: loginCall.answer,
      },
    ]);
  });

  it('sends a query call as strings and leaves undefined values out', async () => {
    const { http, seen } = recordingHttp();
    const api = createApi(http, 'en');
    await api.call(recoveryStep3Call, { code: 'abc' });
    await api.call(fundsCall, { lang: 'fr', option: undefined });
    expect(seen.map((s) => [s.method, s.path, s.query, s.body])).toEqual([
      ['GET', '/mi/en/forgotPasswordFlow/step3', { code: 'abc' }, undefined],
      ['GET', '/bin/docusignFunds', { lang: 'fr' }, undefined],
    ]);
  });

  it('sends a call without payload with neither query nor body', async () => {
    const { http, seen } = recordingHttp();
    await createApi(http, 'en').call(getProfileCall);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/mi/ia/en/changeProfile/index', query: undefined, body: undefined, bodyKind: 'none' });
    expect(seen[0]?.answer).toBe(getProfileCall.answer);
  });

  it('keeps loggedInStatus at hand for the session gate', async () => {
    const { http, seen } = recordingHttp({ loggedIn: true });
    const result = await createApi(http, 'fr').loggedInStatus();
    expect(result.ok && result.data.loggedIn).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/mi/api/fr/loggedInStatus/index', answer: loggedInStatusCall.answer });
  });

  it('loads what the flow needs to show a code (beforeCode) with an answer that may carry one, and waits for it', async () => {
    const calls: string[] = [];
    let release = () => {};
    const beforeCode = () => {
      calls.push('beforeCode');
      return new Promise<void>((done) => (release = done));
    };
    const clean = createApi(recordingHttp({ result: 'success' }).http, 'en', beforeCode);
    await clean.call(loginCall, { emailId: 'a@b.ca', password: 'pw' });
    expect(calls).toEqual([]);

    const failed = createApi(recordingHttp({ result: 'failure', errCode: 'login001' }).http, 'en', beforeCode);
    let answered = false;
    const pending = failed.call(loginCall, { emailId: 'a@b.ca', password: 'pw' }).then(() => (answered = true));
    await new Promise((done) => setTimeout(done, 20));
    expect(calls).toEqual(['beforeCode']);
    expect(answered).toBe(false);
    release();
    await pending;
    expect(answered).toBe(true);
  });

  it('answers even when what beforeCode loads cannot load (the flow shows the generic message then)', async () => {
    const api = createApi(recordingHttp({ result: 'failure', errCode: 'login001' }).http, 'en', () => Promise.reject(new Error('offline')));
    const result = await api.call(loginCall, { emailId: 'a@b.ca', password: 'pw' });
    expect(result).toEqual({ ok: true, data: { result: 'failure', errCode: 'login001' }, status: 200 });
  });
});

import { string, type } from '../contract/schema';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './http';

const Answer = type({ result: string() });

function fakeFetch(status: number, body: unknown, type = 'basic') {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: status === 0 ? 200 : status });
    Object.defineProperty(response, 'type', { value: type });
    if (status === 0) Object.defineProperty(response, 'status', { value: 0 });
    void init;
    return response;
  });
}

describe('createHttp', () => {
  it('sends the bearer token, keeps redirects manual and validates the answer', async () => {
    const fetch = fakeFetch(200, { result: 'success' });
    const http = createHttp({ apiBase: 'https://portal.example', token: 'abc', fetch });
    const result = await http({ method: 'POST', path: '/mi/en/login/login', body: { emailId: 'a@b.ca', password: 'x' }, answer: Answer });
    expect(result).toEqual({ ok: true, data: { result: 'success' }, status: 200 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/mi/en/login/login');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc');
    expect(String(init?.body)).toBe('emailId=a%40b.ca&password=x');
  });

  it.each([301, 302, 400, 401, 402, 403])('reloads on %i, and shows the error page when the throttle refuses', async (status) => {
    const reload = vi.fn(() => true);
    const http = createHttp({ apiBase: '', token: '', fetch: fakeFetch(status, {}), reload });
    expect(await http({ method: 'GET', path: '/x' })).toEqual({ ok: false, failure: { kind: 'reloading', status } });
    const refused = createHttp({ apiBase: '', token: '', fetch: fakeFetch(status, {}), reload: () => false });
    expect(await refused({ method: 'GET', path: '/x' })).toEqual({ ok: false, failure: { kind: 'http', status } });
  });

  it('treats an opaque redirect as a 302', async () => {
    const reload = vi.fn(() => true);
    const http = createHttp({ apiBase: '', token: '', fetch: fakeFetch(0, '', 'opaqueredirect'), reload });
    expect(await http({ method: 'GET', path: '/x' })).toEqual({ ok: false, failure: { kind: 'reloading', status: 302 } });
  });

  it('reports a 500 as an http failure without reloading', async () => {
    const reload = vi.fn(() => true);
    const http = createHttp({ apiBase: '', token: '', fetch: fakeFetch(500, 'oops'), reload });
    expect(await http({ method: 'GET', path: '/x' })).toEqual({ ok: false, failure: { kind: 'http', status: 500 } });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a network failure with its details', async () => {
    const http = createHttp({ apiBase: '', token: '', fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await http({ method: 'GET', path: '/x' })).toEqual({ ok: false, failure: { kind: 'network', details: 'Failed to fetch' } });
  });

  it('gives up on a call that never answers: a network failure (the connect error and its way forward), not "Sending…" forever', async () => {
    // A server that takes the request and never answers; like the browser's fetch, it stops when its signal aborts.
    const silent = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_answer, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal?.reason))),
    );
    const http = createHttp({ apiBase: '', token: '', fetch: silent, timeoutMs: 30 });
    const result = await http({ method: 'POST', path: '/mi/en/login/login', body: { emailId: 'a@b.ca' } });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network' } });
    expect(silent.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('reports an answer that breaks the contract', async () => {
    const http = createHttp({ apiBase: '', token: '', fetch: fakeFetch(200, { nope: 1 }) });
    const result = await http({ method: 'GET', path: '/x', answer: Answer });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failure.kind).toBe('contract');
  });

  it('encodes multipart bodies as FormData and JSON bodies as JSON', async () => {
    const fetch = fakeFetch(200, { result: 'success' });
    const http = createHttp({ apiBase: '', token: '', fetch });
    await http({ method: 'POST', path: '/m', body: { a: '1', skip: undefined }, bodyKind: 'multipart' });
    await http({ method: 'POST', path: '/j', body: { a: 1 }, bodyKind: 'json' });
    const multipart = fetch.mock.calls[0]![1]!.body as FormData;
    expect(multipart).toBeInstanceOf(FormData);
    expect([...multipart.keys()]).toEqual(['a']);
    expect(fetch.mock.calls[1]![1]!.body).toBe('{"a":1}');
  });
});

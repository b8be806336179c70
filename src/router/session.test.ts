import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/config';
import { parseHash } from './hash';
import type { Router, RouteState } from './router';
import { loginRedirectUrl, redirectToLogin, startSessionCheck, startSessionCheckOnRoutes } from './session';
import { SESSION_SIGNAL_KEY } from '../element/draft';

const INTERVAL = 2_400_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startSessionCheck', () => {
  it('checks once at start, then every interval, until stopped', async () => {
    const check = vi.fn(async () => true);
    const onSignedOut = vi.fn();
    const stop = startSessionCheck({ check, intervalMs: INTERVAL, onSignedOut });
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(check).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(check).toHaveBeenCalledTimes(5);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('reports a sign-out once and stops checking', async () => {
    const answers = [true, false, false];
    const check = vi.fn(async () => answers.shift() ?? false);
    const onSignedOut = vi.fn();
    startSessionCheck({ check, intervalMs: 1000, onSignedOut });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSignedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on a failed check, and ignores an answer that arrives after stop', async () => {
    let resolveLate: (v: boolean) => void = () => undefined;
    const check = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((resolve) => { resolveLate = resolve; }));
    const onSignedOut = vi.fn();
    const stop = startSessionCheck({ check, intervalMs: 1000, onSignedOut });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    resolveLate(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('startSessionCheckOnRoutes', () => {
  it('clears the timer and checks again on every navigation', async () => {
    const listeners = new Set<(s: RouteState) => void>();
    const state: RouteState = { locale: 'en', path: '/profile/personal', query: {}, route: undefined };
    const router = {
      get: () => state,
      subscribe: (l: (s: RouteState) => void) => { listeners.add(l); return () => listeners.delete(l); },
    } as unknown as Router;
    const check = vi.fn(async () => true);
    const stop = startSessionCheckOnRoutes(router, { check, intervalMs: 1000, onSignedOut: vi.fn() });
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600);
    listeners.forEach((l) => l(state)); // a navigation
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600); // the old timer would have fired at 1000
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('loginRedirectUrl', () => {
  const config = parseConfig({ pages: { login: '/{locale}/login.html' } });

  it('points at the login page with the return URL and expired=true', () => {
    const target = loginRedirectUrl(
      { origin: 'https://p.example', pathname: '/fr/profile.html', search: '', hash: '#/fr/profile/password' },
      config,
    );
    const url = new URL(target);
    expect(`${url.origin}${url.pathname}`).toBe('https://p.example/fr/login.html');
    expect(parseHash(url.hash)).toEqual({
      locale: 'fr',
      path: '/login',
      query: { url: '/fr/profile.html#/fr/profile/password', expired: 'true' },
    });
  });

  it('leaves the return URL out when it is not safe, and falls back to this page without a login page', () => {
    const target = loginRedirectUrl({ origin: 'https://p.example', pathname: '/en/p.html', search: '?a=1', hash: '' }, parseConfig({}));
    expect(target).toBe('https://p.example/en/p.html#/en/login?url=%2Fen%2Fp.html%3Fa%3D1&expired=true');
    const hostile = loginRedirectUrl({ origin: 'https://p.example', pathname: '/en/p.html', search: '', hash: '#/en/a\\b' }, config);
    expect(hostile).toBe('https://p.example/en/login.html#/en/login?expired=true');
  });

  it('says signedOut=true, not expired, when the browser\'s last session news is a sign-out (Back after signing out)', () => {
    const replace = vi.fn();
    const location = { origin: 'https://p.example', pathname: '/en/profile.html', search: '', hash: '#/en/profile/personal', replace };
    const storage = new Map<string, string>();
    const win = { location, localStorage: { getItem: (key: string) => storage.get(key) ?? null } } as unknown as Window;
    storage.set(SESSION_SIGNAL_KEY, ' 1700000000000');
    redirectToLogin(config, win);
    expect(replace).toHaveBeenLastCalledWith('https://p.example/en/login.html#/en/login?url=%2Fen%2Fprofile.html%23%2Fen%2Fprofile%2Fpersonal&signedOut=true');
    // Signed in since (an owner's digest first): the session that ended timed out.
    storage.set(SESSION_SIGNAL_KEY, 'a1b2c3 1700000000001');
    redirectToLogin(config, win);
    expect(replace).toHaveBeenLastCalledWith(expect.stringMatching(/&expired=true$/));
    // Never signed in in this browser: nothing timed out, the login page just asks.
    storage.clear();
    redirectToLogin(config, win);
    expect(replace).toHaveBeenLastCalledWith('https://p.example/en/login.html#/en/login?url=%2Fen%2Fprofile.html%23%2Fen%2Fprofile%2Fpersonal');
    // Storage blocked: no telling, so the spec's timeout notice.
    const blocked = { location, get localStorage(): Storage { throw new DOMException('blocked', 'SecurityError'); } } as unknown as Window;
    redirectToLogin(config, blocked);
    expect(replace).toHaveBeenLastCalledWith(expect.stringMatching(/&expired=true$/));
  });

  it('redirectToLogin replaces the signed-in page by the login URL built from the window location (Back goes past it)', () => {
    const [assign, replace] = [vi.fn(), vi.fn()];
    const localStorage = { getItem: () => 'a1b2c3 1700000000000' };
    const win = { location: { origin: 'https://p.example', pathname: '/en/profile.html', search: '', hash: '#/en/profile/personal', assign, replace }, localStorage };
    redirectToLogin(config, win as unknown as Window);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith('https://p.example/en/login.html#/en/login?url=%2Fen%2Fprofile.html%23%2Fen%2Fprofile%2Fpersonal&expired=true');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasContacts, isPerfHost, parseConfig, readPageConfig } from './config';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page config', () => {
  it('fills the harmless defaults and invents no captcha provider, contacts or performance host', () => {
    const config = parseConfig({});
    expect(config.apiBase).toBe('');
    expect(config.sessionCheckIntervalMs).toBe(2_400_000);
    expect(config.captcha.provider).toBeUndefined();
    expect(config.captcha.challengeUrl).toBe('/mi/api/captcha/challenge');
    expect(config.support).toBeUndefined();
    expect(config.serviceDesk).toBeUndefined();
    expect(config.perfHostMarker).toBe('');
  });

  it('keeps the captcha provider, `none` included, and the contacts the page names', () => {
    const config = parseConfig({
      captcha: { provider: 'none' },
      support: { phones: ['1-888-000-0000'], email: 'cr@corp.example', schedule: 'extended' },
      serviceDesk: { email: 'desk@corp.example' },
    });
    expect(config.captcha.provider).toBe('none');
    expect(config.support).toEqual({ phones: ['1-888-000-0000'], email: 'cr@corp.example', schedule: 'extended' });
    expect(config.serviceDesk).toEqual({ phones: [], email: 'desk@corp.example' });
  });

  it('counts contacts as configured only when they give a phone or an email', () => {
    expect(hasContacts(undefined)).toBe(false);
    expect(hasContacts(parseConfig({ support: {} }).support)).toBe(false);
    expect(hasContacts(parseConfig({ support: { phones: ['1-888-000-0000'] } }).support)).toBe(true);
    expect(hasContacts(parseConfig({ serviceDesk: { email: 'desk@corp.example' } }).serviceDesk)).toBe(true);
  });

  it('keeps known values and ignores keys it does not know', () => {
    const config = parseConfig({ entry: true, token: 't', pages: { login: '/{locale}/login.html' }, somethingNew: 1 });
    expect(config.entry).toBe(true);
    expect(config.token).toBe('t');
    expect(config.pages.login).toBe('/{locale}/login.html');
  });

  it('falls back to defaults on a wrong type instead of breaking the page', () => {
    expect(parseConfig({ token: 42 }).token).toBe('');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect([parseConfig('nonsense').token, parseConfig([1, 2]).token, parseConfig(null).token]).toEqual(['', '', '']);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('drops only the wrong setting or entry: the token, the other pages and the support email stay', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseConfig({
      token: 't', pages: { login: '/{locale}/login.html', terms: 7, recovery: '/{locale}/recovery.html' },
      areaPaths: { login: ['/{locale}/login.html'], account: '/{locale}/profile.html' },
      captcha: { provider: 'hcaptcha', siteKey: 'k' },
      support: { phones: '1-800-555-0199', email: 'cr@corp.example' }, serviceDesk: { email: 'desk@corp.example' }, sessionCheckIntervalMs: 'soon',
    });
    expect(config.token).toBe('t');
    expect(config.pages).toEqual({ login: '/{locale}/login.html', recovery: '/{locale}/recovery.html' });
    expect(config.areaPaths).toEqual({ login: ['/{locale}/login.html'] });
    expect(config.captcha).toEqual({ siteKey: 'k', challengeUrl: '/mi/api/captcha/challenge' });
    expect(config.support).toEqual({ phones: [], email: 'cr@corp.example', schedule: 'standard' });
    expect(hasContacts(config.support)).toBe(true);
    expect(config.serviceDesk).toEqual({ phones: [], email: 'desk@corp.example' });
    expect(config.sessionCheckIntervalMs).toBe(2_400_000);
    // One console error per wrong setting, naming it.
    expect(error.mock.calls.map((call) => String(call[1]).split(' -- ')[0])).toEqual([
      'StructError: At path: pages.terms', 'StructError: At path: areaPaths.account', 'StructError: At path: captcha.provider',
      'StructError: At path: support.phones', 'StructError: At path: sessionCheckIntervalMs',
    ]);
    error.mockRestore();
  });

  it('drops a setting that should be an object but is not, whole', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseConfig({ token: 't', pages: 'login.html', support: ['1-800-555-0199'] });
    expect(config.pages).toEqual({});
    expect(config.support).toBeUndefined();
    expect(config.token).toBe('t');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('drops whole a setting given as an object where another kind belongs, or wrong once its wrong entries are gone', () => {
    // Each of these made parseConfig throw (and so every widget of the page fail) when only entries were dropped.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseConfig({
      token: 't', sessionCheckIntervalMs: {}, homePath: { en: '/en/' }, pages: { terms: { en: '/en/terms.html' }, login: '/{locale}/login.html' },
      support: { phones: {}, email: 'cr@corp.example' },
    });
    expect(config.token).toBe('t');
    expect(config.sessionCheckIntervalMs).toBe(2_400_000);
    expect(config.homePath).toBe(parseConfig({}).homePath);
    expect(config.pages).toEqual({ login: '/{locale}/login.html' });
    expect(config.support).toEqual({ phones: [], email: 'cr@corp.example', schedule: 'standard' });
    expect(error.mock.calls.map((call) => String(call[1]).split(' -- ')[0])).toEqual([
      'StructError: At path: sessionCheckIntervalMs', 'StructError: At path: homePath', 'StructError: At path: pages.terms', 'StructError: At path: support.phones',
    ]);
    error.mockRestore();
  });

  it('reads the block from the page and lets the global seconds setting override the interval', () => {
    document.head.innerHTML = '<script type="application/json" id="mi-portal-config">{"token":"abc","sessionCheckIntervalMs":5000}</script>';
    expect(readPageConfig().sessionCheckIntervalMs).toBe(5000);
    window.MI_PORTAL_SESSION_CHECK_SECONDS = 60;
    expect(readPageConfig().sessionCheckIntervalMs).toBe(60_000);
    delete window.MI_PORTAL_SESSION_CHECK_SECONDS;
    expect(readPageConfig().token).toBe('abc');
  });

  it('recognises the performance-test host by its marker', () => {
    const config = parseConfig({ perfHostMarker: 'perf-test' });
    expect(isPerfHost(config, 'portal-perf-test.example.com')).toBe(true);
    expect(isPerfHost(config, 'portal.example.com')).toBe(false);
  });

  it('has no performance-test host unless the page config names a marker', () => {
    const config = parseConfig({});
    expect(isPerfHost(config, 'perf.example.com')).toBe(false);
    expect(isPerfHost(config, 'superformance-perf-test.example.com')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isPerfHost, parseConfig, readPageConfig } from './config';

describe('page config', () => {
  it('fills every default', () => {
    const config = parseConfig({});
    expect(config.apiBase).toBe('');
    expect(config.sessionCheckIntervalMs).toBe(2_400_000);
    expect(config.captcha.provider).toBe('altcha');
    expect(config.support.phones).toHaveLength(2);
  });

  it('keeps known values and ignores keys it does not know', () => {
    const config = parseConfig({ entry: true, token: 't', pages: { login: '/{locale}/login.html' }, somethingNew: 1 });
    expect(config.entry).toBe(true);
    expect(config.token).toBe('t');
    expect(config.pages.login).toBe('/{locale}/login.html');
  });

  it('falls back to defaults on a wrong type instead of breaking the page', () => {
    expect(parseConfig({ token: 42 }).token).toBe('');
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
});

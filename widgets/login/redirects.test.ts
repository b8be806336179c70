import { describe, expect, it } from 'vitest';
import { perfLoginTarget } from './redirects';
import { loginReturnTarget } from './returnTarget';
import { testConfig } from './test-helpers';

const at = (href: string) => {
  const url = new URL(href);
  return { href, hostname: url.hostname, pathname: url.pathname };
};

describe('perfLoginTarget', () => {
  const config = testConfig({ perfHostMarker: 'perf-test', perfLoginUrl: 'https://sso.perf-test.example/{locale}/signin' });
  it('redirects from the performance-test host to the configured link, locale substituted', () => {
    expect(perfLoginTarget(config, 'fr', at('https://portal.perf-test.example/fr/login.html#/fr/login'))).toBe('https://sso.perf-test.example/fr/signin');
  });
  it('does nothing on other hosts', () => {
    expect(perfLoginTarget(config, 'en', at('https://portal.example/en/login.html'))).toBeNull();
  });
  it('does nothing without a configured link', () => {
    expect(perfLoginTarget(testConfig({ perfLoginUrl: '' }), 'en', at('https://portal.perf-test.example/en/login.html'))).toBeNull();
  });
  it('does not loop when the page already is the link', () => {
    const same = testConfig({ perfLoginUrl: 'https://portal.perf-test.example/{locale}/login.html' });
    expect(perfLoginTarget(same, 'en', at('https://portal.perf-test.example/en/login.html#/en/login'))).toBeNull();
    expect(perfLoginTarget(same, 'en', at('https://portal.perf-test.example/en/other.html'))).toBe('https://portal.perf-test.example/en/login.html');
  });
});

describe('loginReturnTarget', () => {
  const config = testConfig();
  const here = at('https://portal.example/en/login.html#/en/login');
  it('maps a route path to its host page', () => {
    expect(loginReturnTarget('/profile/password', config, 'en', here)).toBe('https://portal.example/en/profile.html#/en/profile/password');
  });
  it('keeps another same-origin path as is', () => {
    expect(loginReturnTarget('/en/profile.html#/en/profile/sales-team', config, 'en', here)).toBe('https://portal.example/en/profile.html#/en/profile/sales-team');
  });
  it.each(['/en/login.html#/en/login', '/en/login.html#/en/login?url=%2Fen%2Flogin.html&expired=true', '/en/login.html', '/login', '/fr/login.html#/fr/login'])(
    'a return to the login page itself (%s) takes the signed-in visitor to the profile, not an empty login form',
    (url) => {
      expect(loginReturnTarget(url, config, 'en', here)).toBeNull();
    },
  );
  it.each([undefined, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'refuses %s (the profile page is used instead)',
    (url) => {
      expect(loginReturnTarget(url, config, 'en', here)).toBeNull();
    },
  );
});

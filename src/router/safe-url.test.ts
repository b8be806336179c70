import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isSameOriginPath, safeReturnPath, singleSlashPath } from './safe-url';

const ORIGIN = 'https://portal.example.com';

// Hostile return URLs: each must be refused (null), never turned into an off-site redirect.
const hostile: readonly unknown[] = [
  '//evil.com',
  '//evil.com/en/login.html',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  'https://evil.com/',
  'http://evil.com',
  'HTTPS://evil.com',
  'https://portal.example.com.evil.com/',
  'https://portal.example.com@evil.com/',
  'https://user:pass@portal.example.com/en/',
  'http://portal.example.com/en/', // other scheme = other origin
  'https://portal.example.com:8443/en/',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.com',
  'en/profile.html',
  '../evil',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%5Cevil.com',
  '/%5c%5cevil.com',
  '/%252F%252Fevil.com',
  '/%25252F%25252Fevil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  ' /en/login.html',
  '/en/login.html ',
  '/\u0000/evil.com',
  '/\u2028/evil.com',
  '/\u200b/evil.com',
  '/\ufeff/evil.com',
  '/en/../..//evil.com',
  '/a/..//evil.com',
  '/%E0%A4%A', // malformed escape
  '',
  '/'.padEnd(3000, 'a'),
  null,
  undefined,
  42,
  { href: '/en/' },
];

// Safe same-origin values and what comes back (normalised path + query + hash).
const safe: readonly (readonly [string, string])[] = [
  ['/', '/'],
  ['/en/profile.html', '/en/profile.html'],
  ['/profile/personal', '/profile/personal'],
  ['/en/profile.html#/en/profile/password', '/en/profile.html#/en/profile/password'],
  ['/fr/login.html?x=1#/fr/login?url=%2Ffr%2F', '/fr/login.html?x=1#/fr/login?url=%2Ffr%2F'],
  ['/en/a/../profile.html', '/en/profile.html'],
  ['/search?q=hello%20world', '/search?q=hello%20world'],
  ['https://portal.example.com/en/profile.html#/en/profile/personal', '/en/profile.html#/en/profile/personal'],
  ['/javascript:alert(1)', '/javascript:alert(1)'],
];

describe('safeReturnPath', () => {
  it.each(hostile.map((value) => [JSON.stringify(value) ?? String(value), value]))('refuses %s', (_label, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it.each(safe)('accepts %s', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  it('never returns something that leaves the origin', () => {
    for (const value of [...hostile, ...safe.map(([v]) => v)]) {
      const result = safeReturnPath(value, ORIGIN);
      if (result !== null) expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('refuses everything when the origin itself is not a URL', () => {
    expect(safeReturnPath('/en/', 'not a url')).toBeNull();
  });
});

describe('isSameOriginPath / isHttpsUrl / singleSlashPath', () => {
  it('accepts only paths that start with a single slash and stay on any origin', () => {
    expect(isSameOriginPath('/en/login.html')).toBe(true);
    expect(isSameOriginPath('https://portal.example.com/en/')).toBe(false); // absolute: not a path
    for (const value of hostile) if (typeof value === 'string') expect(isSameOriginPath(value), value).toBe(false);
  });

  it('accepts only https URLs with a host and no credentials', () => {
    expect(isHttpsUrl('https://perf.example.com/en/login.html')).toBe(true);
    for (const value of ['http://perf.example.com/', 'https://', '//perf.example.com', 'https://a:b@perf.example.com/', 'https://perf.example.com/ x', 'javascript:alert(1)']) {
      expect(isHttpsUrl(value), value).toBe(false);
    }
  });

  it('collapses leading slashes and backslashes to one slash', () => {
    expect(singleSlashPath('//evil.com/en/')).toBe('/evil.com/en/');
    expect(singleSlashPath('/\\/evil.com')).toBe('/evil.com');
    expect(singleSlashPath('/en/login.html')).toBe('/en/login.html');
    expect(singleSlashPath('')).toBe('/');
  });
});

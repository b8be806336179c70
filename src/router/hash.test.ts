import { describe, expect, it } from 'vitest';
import { formatHash, formatQuery, parseHash, parseQuery, splitPathQuery } from './hash';

describe('parseHash', () => {
  it.each([
    ['#/en/login', { locale: 'en', path: '/login', query: {} }],
    ['#/fr/recovery/security?code=a%20b&x=1', { locale: 'fr', path: '/recovery/security', query: { code: 'a b', x: '1' } }],
    ['/en/registration-process/register/', { locale: 'en', path: '/registration-process/register', query: {} }],
    ['#/fr', { locale: 'fr', path: '/', query: {} }],
    ['#/en/', { locale: 'en', path: '/', query: {} }],
    ['#/en?r=change-password', { locale: 'en', path: '/', query: { r: 'change-password' } }],
    ['#/login', { locale: null, path: '/login', query: {} }],
    ['#/english/login', { locale: null, path: '/english/login', query: {} }],
    ['', { locale: null, path: '/', query: {} }],
    ['#', { locale: null, path: '/', query: {} }],
    ['#/en/advisor-forms?redeem=true&fundId=7', { locale: 'en', path: '/advisor-forms', query: { redeem: 'true', fundId: '7' } }],
  ])('parses %s', (hash, expected) => {
    expect(parseHash(hash)).toEqual(expected);
  });
});

describe('formatHash', () => {
  it('formats with the locale segment and an encoded query', () => {
    expect(formatHash('en', '/login')).toBe('#/en/login');
    expect(formatHash('fr', '/', {})).toBe('#/fr/');
    expect(formatHash('en', '/login', { url: '/en/profile.html#/en/profile/personal', expired: 'true' })).toBe(
      '#/en/login?url=%2Fen%2Fprofile.html%23%2Fen%2Fprofile%2Fpersonal&expired=true',
    );
  });

  it('round-trips through parseHash', () => {
    const query = { code: 'x&y=z#w', ht: 'abc' };
    expect(parseHash(formatHash('fr', '/recovery/security', query))).toEqual({ locale: 'fr', path: '/recovery/security', query });
  });
});

describe('query helpers', () => {
  it('parses with or without ?, last value wins', () => {
    expect(parseQuery('?a=1&a=2&b')).toEqual({ a: '2', b: '' });
    expect(parseQuery('a=1')).toEqual({ a: '1' });
    expect(formatQuery({})).toBe('');
    expect(formatQuery(undefined)).toBe('');
  });

  it('splits a path target', () => {
    expect(splitPathQuery('/recovery/security?code=1')).toEqual({ path: '/recovery/security', query: { code: '1' } });
    expect(splitPathQuery('login')).toEqual({ path: '/login', query: {} });
  });
});

import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config';
import { resolveEntry, resolveReturnUrl } from './redirector';

const ORIGIN = 'https://portal.example.com';
const config = parseConfig({
  pages: {
    entry: '/{locale}/',
    login: '/{locale}/login.html',
    registration: '/{locale}/registration.html',
    account: '/{locale}/profile.html',
    contact: '/{locale}/contact.html',
    'advisor-forms': '/{locale}/advisor-forms.html',
  },
});

function at(pathAndMore: string): { pathname: string; search: string; hash: string; href: string } {
  const url = new URL(pathAndMore, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, href: url.href };
}

const LOGIN_EN = `${ORIGIN}/en/login.html#/en/login`;

describe('resolveEntry: query rules', () => {
  it.each([
    ['/en/?r=security-questions', `${ORIGIN}/en/profile.html#/en/profile/security-questions`],
    ['/fr/?r=change-password', `${ORIGIN}/fr/profile.html#/fr/profile/password`],
    ['/en/#/en/?r=change-password', `${ORIGIN}/en/profile.html#/en/profile/password`],
    ['/en/?r=unknown', LOGIN_EN],
    ['/en/?code=abc123', `${ORIGIN}/en/registration.html#/en/registration-process/activate?code=abc123`],
    ['/fr/#/fr/?code=a%26b', `${ORIGIN}/fr/registration.html#/fr/registration-process/activate?code=a%26b`],
    ['/en/?code=', LOGIN_EN],
    ['/en/?url=%2Fen%2Fcontact.html', `${ORIGIN}/en/contact.html`],
    ['/en/?url=%2Fprofile%2Fsales-team', `${ORIGIN}/en/profile.html#/en/profile/sales-team`],
    ['/en/?url=%2Ffr%2Frecovery%2Fsecurity%3Fcode%3Dz', `${ORIGIN}/en/#/fr/recovery/security?code=z`],
    ['/en/?url=' + encodeURIComponent('/en/profile.html#/en/profile/password'), `${ORIGIN}/en/profile.html#/en/profile/password`],
    ['/en/?r=security-questions&url=%2Fen%2Fcontact.html', `${ORIGIN}/en/profile.html#/en/profile/security-questions`],
    ['/en/?url=%2Fen%2Fcontact.html&code=x', `${ORIGIN}/en/contact.html`],
  ])('%s -> %s', (address, expected) => {
    expect(resolveEntry(at(address), config)).toBe(expected);
  });
});

describe('resolveEntry: hostile url= values go to the login page', () => {
  it.each([
    '//evil.com',
    'https://evil.com/en/profile.html',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    'https://portal.example.com@evil.com/',
    'https://portal.example.com.evil.com/',
    'data:text/html,x',
    '',
  ])('url=%s', (value) => {
    const target = resolveEntry(at(`/en/?url=${encodeURIComponent(value)}`), config);
    expect(target).toBe(LOGIN_EN);
    expect(new URL(target).origin).toBe(ORIGIN);
  });

  it('also refuses a hostile url= carried in the hash query', () => {
    expect(resolveEntry(at('/en/#/en/?url=%2F%2Fevil.com'), config)).toBe(LOGIN_EN);
  });
});

describe('resolveEntry: address content', () => {
  it.each([
    ['/en/account/', `${ORIGIN}/en/registration.html#/en/registration-process/register`],
    ['/fr/my-account.html', `${ORIGIN}/fr/registration.html#/fr/registration-process/register`],
    ['/en/profile/', `${ORIGIN}/en/profile.html#/en/profile/personal`],
    ['/en/docusign', `${ORIGIN}/en/advisor-forms.html#/en/advisor-forms`],
    ['/en/#/contact-us', `${ORIGIN}/en/contact.html#/en/contact-form`],
    ['/fr/contact-us.html', `${ORIGIN}/fr/contact.html#/fr/contact-form`],
    ['/en/', LOGIN_EN],
    ['/fr/', `${ORIGIN}/fr/login.html#/fr/login`],
    ['/en/contact', LOGIN_EN],
  ])('%s -> %s', (address, expected) => {
    expect(resolveEntry(at(address), config)).toBe(expected);
  });

  it('ignores the host name', () => {
    const url = new URL('https://account.example.com/en/');
    const target = resolveEntry({ pathname: url.pathname, search: '', hash: '', href: url.href }, config);
    expect(target).toBe('https://account.example.com/en/login.html#/en/login');
  });

  it('stays on the current page when the area has no host page', () => {
    const bare = parseConfig({});
    expect(resolveEntry(at('/fr/'), bare)).toBe(`${ORIGIN}/fr/#/fr/login`);
  });
});

describe('resolveReturnUrl', () => {
  it('maps route paths to their host page and keeps other safe paths', () => {
    expect(resolveReturnUrl('/profile/personal?x=1', ORIGIN, 'fr', config, '/fr/')).toBe(`${ORIGIN}/fr/profile.html#/fr/profile/personal?x=1`);
    expect(resolveReturnUrl('/en/some/page.html?q=1', ORIGIN, 'en', config, '/en/')).toBe(`${ORIGIN}/en/some/page.html?q=1`);
    expect(resolveReturnUrl('/', ORIGIN, 'en', config, '/en/')).toBe(`${ORIGIN}/`);
    expect(resolveReturnUrl('//evil.com', ORIGIN, 'en', config, '/en/')).toBeNull();
  });
});

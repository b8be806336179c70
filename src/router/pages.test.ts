import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config';
import { areasOfPage, hostPagePath, routeHref, withLocale } from './pages';
import { routeByName } from './routes';

const config = parseConfig({
  pages: { login: '/{locale}/login.html', registration: '/{locale}/registration.html', entry: '/{locale}/' },
  areaPaths: { recovery: ['/{locale}/recovery.html', '/{locale}/help/*'], login: ['/{locale}/sign-in'] },
});

describe('host pages', () => {
  it('substitutes the locale', () => {
    expect(withLocale('/{locale}/a/{locale}.html', 'fr')).toBe('/fr/a/fr.html');
    expect(hostPagePath('registration', 'fr', config)).toBe('/fr/registration.html');
    expect(hostPagePath('account', 'en', config)).toBeUndefined();
  });

  it('finds the areas of a page from the path lists and the page map', () => {
    expect(areasOfPage('/en/login.html', config)).toEqual(['login']);
    expect(areasOfPage('/fr/sign-in/', config)).toEqual(['login']);
    expect(areasOfPage('/fr/recovery.html', config)).toEqual(['recovery']);
    expect(areasOfPage('/en/help/deep/page.html', config)).toEqual(['recovery']);
    expect(areasOfPage('/fr', config)).toEqual(['entry']);
    expect(areasOfPage('/en/other.html', config)).toEqual([]);
  });

  it('builds hrefs on the area page, or on the fallback page when none is configured', () => {
    expect(routeHref(routeByName('register'), 'fr', config, '/x.html')).toBe('/fr/registration.html#/fr/registration-process/register');
    expect(routeHref(routeByName('recoverySecurity'), 'en', config, '/x.html', { code: 'c' })).toBe('/x.html#/en/recovery/security?code=c');
  });
});

describe('links never leave the site', () => {
  it('ignores an off-site page even in a config that skipped parseConfig', () => {
    const raw = { ...config, pages: { login: '//evil.example/{locale}/', registration: 'https://evil.example/' } };
    expect(hostPagePath('login', 'en', raw)).toBeUndefined();
    expect(routeHref(routeByName('register'), 'en', raw, '/x.html')).toBe('/x.html#/en/registration-process/register');
  });

  it('makes a single-slash link when the current page path starts with several slashes', () => {
    expect(routeHref(routeByName('recoverySecurity'), 'en', config, '//evil.example/en/x.html')).toBe('/evil.example/en/x.html#/en/recovery/security');
    expect(routeHref(routeByName('recoverySecurity'), 'en', config, '/\\evil.example/')).toBe('/evil.example/#/en/recovery/security');
  });
});

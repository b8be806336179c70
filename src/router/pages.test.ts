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

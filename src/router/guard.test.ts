import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config';
import { guardRoute } from './guard';
import { routeByName, routeByPath } from './routes';

const config = parseConfig({
  pages: { login: '/{locale}/login.html', recovery: '/{locale}/recovery.html' },
  areaPaths: {
    login: ['/{locale}/login.html', '/{locale}/sign-in'],
    registration: ['/{locale}/registration.html'],
    account: ['/{locale}/profile.html', '/{locale}/account/*'],
    recovery: ['/{locale}/recovery.html'],
    'my-cart': ['/{locale}/my-cart.html'],
    public: ['/{locale}/email-preferences.html'],
  },
});

describe('guardRoute', () => {
  it.each([
    ['/en/login.html', 'login'],
    ['/fr/sign-in/', 'login'],
    ['/en/registration.html', 'register'],
    ['/fr/registration.html', 'activate'],
    ['/en/profile.html', 'profilePassword'],
    ['/en/account/settings.html', 'profileSalesTeam'],
    ['/fr/recovery.html', 'recoverySecurity'],
    ['/en/email-preferences.html', 'publicEmailPreferences'],
    ['/en/gallery.html', 'register'],
    ['/en/gallery.html', 'profilePersonal'],
  ] as const)('shows %s with %s', (page, name) => {
    expect(guardRoute(page, routeByName(name), config)).toEqual({ kind: 'ok', route: routeByName(name) });
  });

  it.each([
    ['/en/login.html', 'register'],
    ['/en/login.html', 'profilePersonal'],
    ['/fr/registration.html', 'recoveryVerifyEmail'],
    ['/en/profile.html', 'publicEmailPreferences'],
    ['/en/email-preferences.html', 'profileEmailPreferences'],
    ['/en/recovery.html', 'login'],
    ['/en/my-cart.html', 'profilePersonal'],
  ] as const)('404s on %s with %s', (page, name) => {
    expect(guardRoute(page, routeByName(name), config)).toEqual({ kind: 'not-found' });
  });

  it('404s an unknown route everywhere, even on a page of no area', () => {
    expect(guardRoute('/en/login.html', routeByPath('/nope'), config)).toEqual({ kind: 'not-found' });
    expect(guardRoute('/en/gallery.html', undefined, config)).toEqual({ kind: 'not-found' });
  });
});

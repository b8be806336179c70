import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/config';
import { createRouter, type Router } from './router';

const ORIGIN = 'https://portal.example.com';
const config = parseConfig({
  pages: {
    login: '/{locale}/login.html',
    registration: '/{locale}/registration.html',
    account: '/{locale}/profile.html',
    public: '/{locale}/email-preferences.html',
  },
  areaPaths: { recovery: ['/{locale}/login.html'] },
});

/** A window stand-in whose address we control; History calls change it like a browser would. */
function fakeWindow(address: string) {
  const target = new EventTarget();
  let url = new URL(address, ORIGIN);
  const location = {
    get pathname() { return url.pathname; },
    get search() { return url.search; },
    get hash() { return url.hash; },
    set hash(value: string) {
      url.hash = value;
      target.dispatchEvent(new Event('hashchange'));
    },
    assign: vi.fn(),
    replace: vi.fn(),
  };
  const history = {
    state: null,
    length: 1,
    pushState: vi.fn((_s: unknown, _t: string, next: string) => { url = new URL(next, url); history.length += 1; }),
    replaceState: vi.fn((_s: unknown, _t: string, next: string) => { url = new URL(next, url); }),
  };
  return Object.assign(target, { location, history });
}

const routers: Router[] = [];
function make(address: string) {
  const win = fakeWindow(address);
  const router = createRouter({ config, window: win as unknown as Window });
  routers.push(router);
  return { win, router };
}
afterEach(() => routers.splice(0).forEach((r) => r.destroy()));

describe('router state', () => {
  it('reads the route, locale and query of the hash', () => {
    const { router } = make('/fr/login.html#/fr/recovery/security?code=abc');
    expect(router.get()).toMatchObject({ locale: 'fr', path: '/recovery/security', query: { code: 'abc' } });
    expect(router.get().route?.name).toBe('recoverySecurity');
  });

  it('opens an area page without a hash on its first screen, and writes the canonical hash', () => {
    const { win, router } = make('/fr/registration.html');
    expect(router.get().route?.name).toBe('register');
    expect(win.location.hash).toBe('#/fr/registration-process/register');
  });

  it('adds the missing locale segment, using the page locale', () => {
    const { win, router } = make('/fr/login.html#/login');
    expect(router.get().route?.name).toBe('login');
    expect(win.location.hash).toBe('#/fr/login');
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  it('keeps an unknown path (the 404) and leaves in-page anchors alone', () => {
    expect(make('/en/login.html#/en/nowhere').router.get()).toMatchObject({ path: '/nowhere', route: undefined });
    const { win, router } = make('/en/login.html#main');
    expect(win.location.hash).toBe('#main');
    expect(router.get().route?.name).toBe('login');
  });

  it('notifies subscribers on hashchange, not for anchors', () => {
    const { win, router } = make('/en/login.html#/en/login');
    const seen: string[] = [];
    const off = router.subscribe((s) => seen.push(s.path));
    win.location.hash = '#/en/recovery/verify-email';
    win.location.hash = '#content';
    expect(seen).toEqual(['/recovery/verify-email']);
    off();
    win.location.hash = '#/en/login';
    expect(seen).toHaveLength(1);
  });
});

describe('navigate', () => {
  it('changes the hash for a route of an area this page holds', () => {
    const { win, router } = make('/en/login.html#/en/login');
    const listener = vi.fn();
    router.subscribe(listener);
    router.navigate('recoveryCodeSent');
    expect(win.location.hash).toBe('#/en/recovery/code-sent');
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ path: '/recovery/code-sent' }));
    router.navigate('/recovery/security?code=x', { replace: true, query: { y: '1' } });
    expect(win.location.hash).toBe('#/en/recovery/security?code=x&y=1');
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('loads the host page of another area, with locale, route and query', () => {
    const { win, router } = make('/fr/login.html#/fr/login');
    router.navigate('profilePersonal');
    expect(win.location.assign).toHaveBeenCalledWith('/fr/profile.html#/fr/profile/personal');
    router.navigate('activate', { query: { code: 'c 1' }, replace: true });
    expect(win.location.replace).toHaveBeenCalledWith('/fr/registration.html#/fr/registration-process/activate?code=c+1');
    expect(win.location.hash).toBe('#/fr/login');
  });

  it('stays on this page when the other area has no host page', () => {
    const { win, router } = make('/en/registration.html#/en/registration-process/register');
    router.navigate('contact');
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.location.hash).toBe('#/en/contact-form');
  });

  it('keeps the flow\'s own screens on a second page that holds it; other areas still load their host page', () => {
    // The profile flow placed by an author on a page the config does not name (its host page is profile.html).
    const win = fakeWindow('/en/support/my-profile.html#/en/profile/personal');
    const router = createRouter({ config, window: win as unknown as Window, start: 'profilePersonal' });
    routers.push(router);
    expect(router.href('profilePassword')).toBe('/en/support/my-profile.html#/en/profile/password');
    win.history.replaceState(null, '', '/en/support/my-profile.html?topic=a#/en/profile/personal');
    // The page's query stays in a link as in a navigation: the link must not load another page.
    expect(router.href('profilePassword')).toBe('/en/support/my-profile.html?topic=a#/en/profile/password');
    router.navigate('profilePassword');
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.location.hash).toBe('#/en/profile/password');
    router.navigate('login', { query: { signedOut: 'true' } });
    expect(win.location.assign).toHaveBeenCalledWith('/en/login.html#/en/login?signedOut=true');
  });

  it('tells the other routers of the window', () => {
    const { win, router } = make('/en/login.html#/en/login');
    const other = createRouter({ config, window: win as unknown as Window });
    routers.push(other);
    router.navigate('recoverySuccess');
    expect(other.get().route?.name).toBe('recoverySuccess');
  });

  it('carries ht within the public profile layout', () => {
    const { win, router } = make('/en/email-preferences.html#/en/public/email-preferences?ht=tok');
    router.navigate('publicEmailPreferences', { query: { saved: '1' } });
    expect(win.location.hash).toBe('#/en/public/email-preferences?ht=tok&saved=1');
  });

  it('builds hrefs for links', () => {
    const { router } = make('/en/login.html#/en/login');
    expect(router.href('register')).toBe('/en/registration.html#/en/registration-process/register');
    expect(router.href('/recovery/verify-email')).toBe('/en/login.html#/en/recovery/verify-email');
    expect(router.href('/nope', { a: '1' })).toBe('/en/login.html#/en/nope?a=1');
  });
});

describe('with the real window', () => {
  it('follows hashchange events of the document', async () => {
    window.history.replaceState(null, '', '/en/login.html#/en/login');
    const router = createRouter({ config });
    routers.push(router);
    const changed = new Promise((resolve) => router.subscribe(resolve));
    window.location.hash = '#/en/recovery/error';
    await changed;
    expect(router.get().route?.name).toBe('recoveryError');
  });
});

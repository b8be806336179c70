import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { createTranslator, type MessageTable } from '../i18n/translator';
import { LAYOUTS } from './layouts';
import { defaultRouteForArea, normalizeRoutePath, ROUTES, routeByName, routeByPath } from './routes';

// Every route of spec section 2 with its area.
const SPEC_ROUTES: readonly (readonly [string, string])[] = [
  ['/advisor-forms', 'advisor-forms'],
  ['/contact-form', 'contact'],
  ['/contact-form/error', 'contact'],
  ['/contact-form/success', 'contact'],
  ['/login', 'login'],
  ['/profile/email-preferences', 'account'],
  ['/profile/password', 'account'],
  ['/profile/personal', 'account'],
  ['/profile/sales-team', 'account'],
  ['/profile/security-questions', 'account'],
  ['/public/email-preferences', 'public'],
  ['/recovery/verify-email', 'recovery'],
  ['/recovery/code-sent', 'recovery'],
  ['/recovery/security', 'recovery'],
  ['/recovery/reset-password', 'recovery'],
  ['/recovery/success', 'recovery'],
  ['/recovery/error', 'recovery'],
  ['/registration-process/register', 'registration'],
  ['/registration-process/address-details', 'registration'],
  ['/registration-process/registration-success', 'registration'],
  ['/registration-process/activate', 'registration'],
  ['/registration-process/activation-success', 'registration'],
  ['/registration-process/already-active', 'registration'],
  ['/registration-process/already-registered', 'registration'],
  ['/registration-process/cancel-registration', 'registration'],
  ['/', 'entry'],
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('has %s in area %s', (path, area) => {
    expect(routeByPath(path)?.area).toBe(area);
  });

  it('has exactly the spec routes and ours (docs/spec-deviations.md), with unique names and paths', () => {
    const OURS = ['/registration-process/cancel-activation'];
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES.map(([p]) => p), ...OURS].sort());
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('requires authentication exactly on the profile and advisor-forms layouts', () => {
    const auth = ROUTES.filter((r) => r.requiresAuth).map((r) => r.path);
    expect(auth.sort()).toEqual(['/advisor-forms', ...SPEC_ROUTES.filter(([p]) => p.startsWith('/profile/')).map(([p]) => p)].sort());
    for (const route of ROUTES) expect(route.requiresAuth).toBe(LAYOUTS[route.layout].requiresAuth);
    expect(routeByName('publicEmailPreferences').layout).toBe('public-profile');
  });

  it('normalises paths and leaves unknown ones unknown', () => {
    expect(normalizeRoutePath('login/')).toBe('/login');
    expect(routeByPath('//recovery//security/')?.name).toBe('recoverySecurity');
    expect(routeByPath('/nope')).toBeUndefined();
    expect(routeByPath('/profile')).toBeUndefined();
  });

  it('gives each area its first screen', () => {
    expect(defaultRouteForArea('registration')?.name).toBe('register');
    expect(defaultRouteForArea('recovery')?.name).toBe('recoveryVerifyEmail');
    expect(defaultRouteForArea('account')?.name).toBe('profilePersonal');
    expect(defaultRouteForArea('my-cart')).toBeUndefined();
  });
});

describe('route titles and menu labels', () => {
  const tables: readonly (readonly [string, MessageTable])[] = [['en', en as MessageTable], ['fr', fr as MessageTable]];

  it.each(tables)('%s has a title for every route', (locale, table) => {
    const t = createTranslator(locale === 'fr' ? 'fr' : 'en', table);
    for (const route of ROUTES) expect(t.has(route.titleKey), route.titleKey).toBe(true);
  });

  it('uses the spec titles in English', () => {
    const t = createTranslator('en', en as MessageTable);
    expect(t.t(routeByName('register').titleKey)).toBe('Step 1 Register');
    expect(t.t(routeByName('addressDetails').titleKey)).toBe('Step 2 Company Info');
    expect(t.t(routeByName('registrationSuccess').titleKey)).toBe('Thank You');
    expect(t.t(routeByName('activate').titleKey)).toBe('Activation');
    expect(t.t(routeByName('advisorForms').titleKey)).toBe('Subscribe Fund Form');
    expect(t.t(routeByName('contact').titleKey)).toBe('Contact us');
    expect(t.t(routeByName('profileEmailPreferences').titleKey)).toBe('Notification Preferences');
  });
});

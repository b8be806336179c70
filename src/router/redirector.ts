import type { PageConfig } from '../config/config';
import { localeFromPath, type Locale } from '../i18n/locale';
import { parseHash, parseQuery, splitPathQuery, type RouteQuery } from './hash';
import { routeHref } from './pages';
import { routeByName, routeByPath, type RouteDef, type RouteName } from './routes';
import { safeReturnPath } from './safe-url';

/** The parts of `window.location` the redirector reads. */
export interface EntryLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}

// Address-content rules of spec section 2, in order; matched on path + query + hash, never on the
// host name, so a host such as "account.example.com" does not send everyone to registration.
const CONTENT_RULES: readonly (readonly [string, RouteName])[] = [
  ['account', 'register'],
  ['profile', 'profilePersonal'],
  ['docusign', 'advisorForms'],
  ['/contact-us', 'contact'],
];

function absolute(origin: string, href: string): string {
  return `${origin}${href}`;
}

function toRoute(origin: string, route: RouteDef, locale: Locale, config: PageConfig, fallback: string, query?: RouteQuery): string {
  return absolute(origin, routeHref(route, locale, config, fallback, query));
}

/**
 * Where a return URL (`url=`, a login return) leads: a known route path (`/profile/password`, optionally
 * prefixed by a locale) goes to that route on its host page; any other safe same-origin path is used as
 * is. Returns a full URL, or null when the value is not a safe same-origin path.
 */
export function resolveReturnUrl(value: unknown, origin: string, locale: Locale, config: PageConfig, fallbackPathname: string): string | null {
  const safe = safeReturnPath(value, origin);
  if (safe === null) return null;
  if (!safe.includes('#')) {
    const { path, query } = splitPathQuery(safe);
    const withoutLocale = parseHash(path);
    const route = routeByPath(withoutLocale.path);
    if (route && route.name !== 'entry') {
      return toRoute(origin, route, withoutLocale.locale ?? locale, config, fallbackPathname, query);
    }
  }
  return absolute(origin, safe);
}

/**
 * The `/` entry redirector of spec section 2: reads the query (of the address and of its hash) and the
 * address content, and returns the full same-origin URL to go to. Unsafe `url=` values fall through to
 * the default page (login), never to another origin.
 */
export function resolveEntry(location: EntryLocation, config: PageConfig): string {
  const origin = new URL(location.href).origin;
  const locale = localeFromPath(location.pathname);
  const hash = parseHash(location.hash);
  const query: RouteQuery = { ...parseQuery(location.search), ...hash.query };
  const go = (name: RouteName, q?: RouteQuery) => toRoute(origin, routeByName(name), locale, config, location.pathname, q);

  if (query.r === 'security-questions') return go('profileSecurityQuestions');
  if (query.r === 'change-password') return go('profilePassword');
  if (query.url !== undefined) {
    return resolveReturnUrl(query.url, origin, locale, config, location.pathname) ?? go('login');
  }
  if (query.code !== undefined && query.code !== '') return go('activate', { code: query.code });

  const content = `${location.pathname}${location.search}${location.hash}`;
  for (const [needle, name] of CONTENT_RULES) {
    if (content.includes(needle)) return go(name);
  }
  return go('login');
}

import { AREAS, type Area, type PageConfig } from '../config/config';
import { LOCALES, type Locale } from '../i18n/locale';
import { formatHash, type RouteQuery } from './hash';
import type { RouteDef } from './routes';
import { isSameOriginPath, singleSlashPath } from './safe-url';

/** Replaces every `{locale}` of a configured page path. */
export function withLocale(template: string, locale: Locale): string {
  return template.split('{locale}').join(locale);
}

/**
 * The host page that holds an area, e.g. `/fr/registration.html`; undefined when not configured or
 * not a same-origin path. parseConfig already drops such values (and says so); checking here too keeps
 * a config built any other way from ever making an off-site link.
 */
export function hostPagePath(area: Area, locale: Locale, config: PageConfig): string | undefined {
  const template = config.pages[area];
  if (!template) return undefined;
  const path = withLocale(template, locale);
  return isSameOriginPath(path) ? path : undefined;
}

// '/en/' and '/en' are the same page to a CMS; a trailing '*' in a configured path matches a prefix.
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function pathMatches(pathname: string, template: string): boolean {
  return LOCALES.some((locale) => {
    const candidate = withLocale(template, locale);
    if (candidate.endsWith('*')) return pathname.startsWith(candidate.slice(0, -1));
    return trimSlash(candidate) === trimSlash(pathname);
  });
}

/**
 * The areas a host page belongs to: those whose `areaPaths` list matches the page path (spec section 2,
 * "Route-area guard"), plus the area whose `pages` entry is this page (a page belongs to the area it holds).
 */
export function areasOfPage(pathname: string, config: PageConfig): Area[] {
  return AREAS.filter((area) => {
    const listed = config.areaPaths[area] ?? [];
    const held = config.pages[area];
    return listed.some((t) => pathMatches(pathname, t)) || (held !== undefined && pathMatches(pathname, held));
  });
}

/**
 * A same-origin href (path + hash) that shows a route: on the host page of its area when one is
 * configured, otherwise on `fallbackPathname` (usually the current page).
 */
export function routeHref(
  route: RouteDef,
  locale: Locale,
  config: PageConfig,
  fallbackPathname: string,
  query?: RouteQuery,
): string {
  const page = hostPagePath(route.area, locale, config) ?? singleSlashPath(fallbackPathname);
  return `${page}${formatHash(locale, route.path, query)}`;
}

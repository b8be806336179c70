import type { PageConfig } from '../config/config';
import { localeFromPath, type Locale } from '../i18n/locale';
import { formatHash, parseHash, splitPathQuery, type RouteQuery } from './hash';
import { LAYOUTS } from './layouts';
import { areasOfPage, routeHref } from './pages';
import { defaultRouteForArea, isRouteName, routeByName, routeByPath, type RouteDef, type RouteName } from './routes';
import { singleSlashPath } from './safe-url';

/** The current route as the widgets see it; `route` is undefined for an unknown path (the 404). */
export interface RouteState {
  readonly locale: Locale;
  readonly path: string;
  readonly query: RouteQuery;
  readonly route: RouteDef | undefined;
}

/** How to navigate: extra query, and whether to replace the history entry instead of pushing one. */
export interface NavigateOptions {
  query?: RouteQuery;
  replace?: boolean;
}

/** A subscribable view of the address hash, plus navigation across host pages. */
export interface Router {
  get(): RouteState;
  subscribe(listener: (state: RouteState) => void): () => void;
  /** Goes to a route name (`'register'`) or a path (`'/recovery/security?code=x'`). */
  navigate(target: RouteName | string, options?: NavigateOptions): void;
  /** The same-origin href of a route, for links (`<a href>`), honouring the page map. */
  href(target: RouteName | string, query?: RouteQuery): string;
  destroy(): void;
}

/** What a router needs: the page config, the window (tests pass their own), and the page locale. */
export interface RouterOptions {
  config: PageConfig;
  window?: Window;
  /** Defaults to the page path's locale (spec section 1). */
  locale?: Locale;
  /** The flow's first screen: what a bare `#/` shows on a page that holds no area (one the page config does not name). */
  start?: RouteName;
}

/** Window event dispatched after a router changes the hash through the History API. */
export const ROUTE_CHANGE_EVENT = 'mi-route-change';

// Empty, `#` and `#/…` are routes; any other hash is an anchor of the host page.
function isRouteHash(hash: string): boolean {
  return hash === '' || hash === '#' || hash.startsWith('#/');
}

function resolveTarget(target: string): { route: RouteDef | undefined; path: string; query: RouteQuery } {
  if (isRouteName(target)) {
    const route = routeByName(target);
    return { route, path: route.path, query: {} };
  }
  const { path, query } = splitPathQuery(target);
  return { route: routeByPath(path), path, query };
}

/** Creates a router bound to one window; each widget instance may hold its own and destroy it on unmount. */
export function createRouter(options: RouterOptions): Router {
  const win = options.window ?? window;
  const { config } = options;
  const locale = options.locale ?? localeFromPath(win.location.pathname);
  const pageAreas = () => areasOfPage(win.location.pathname, config);
  // The flow's own screens stay on the page that holds it, even when the config names another page for them (an
  // author placed the tag on a second page): its result or error screen must not unload the host page.
  const ownArea = options.start && routeByName(options.start).area;
  const listeners = new Set<(state: RouteState) => void>();

  // The hash always carries the page locale; a bare `#/` on a page holding an area shows its first screen, and on a
  // page the config does not name (a CMS author placed the tag on a new page), the flow's.
  function canonical(): { hash: string; state: RouteState } {
    const parsed = parseHash(isRouteHash(win.location.hash) ? win.location.hash : '');
    let route = routeByPath(parsed.path);
    if (route?.name === 'entry') {
      const areas = pageAreas();
      const area = areas.find((a) => a !== 'entry');
      const first = area ? defaultRouteForArea(area) : areas.length === 0 && options.start ? routeByName(options.start) : undefined;
      route = first ?? route;
    }
    const path = route?.path ?? parsed.path;
    return { hash: formatHash(locale, path, parsed.query), state: { locale, path, query: parsed.query, route } };
  }

  let state = sync();

  function sync(): RouteState {
    const { hash, state: next } = canonical();
    // An in-page anchor of the host page (`#main`, a skip link) is not a route: leave it alone.
    if (isRouteHash(win.location.hash) && win.location.hash !== hash) {
      win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}${hash}`);
    }
    return next;
  }

  function update(): void {
    if (!isRouteHash(win.location.hash)) return;
    const next = sync();
    const changed = next.path !== state.path || JSON.stringify(next.query) !== JSON.stringify(state.query);
    state = next;
    if (changed) listeners.forEach((listener) => listener(state));
  }

  function carried(route: RouteDef | undefined, query: RouteQuery): RouteQuery {
    const from = state.route;
    if (!route || !from || from.layout !== route.layout) return query;
    const keep: Record<string, string> = {};
    for (const key of LAYOUTS[route.layout].carriedQuery) {
      const value = state.query[key];
      if (value !== undefined) keep[key] = value;
    }
    return { ...keep, ...query };
  }

  function href(target: string, query?: RouteQuery): string {
    const resolved = resolveTarget(target);
    const q = { ...resolved.query, ...query };
    // On this page: its query too, as navigate keeps it (a link must not load another page).
    if (!resolved.route || resolved.route.area === ownArea) return `${singleSlashPath(win.location.pathname)}${win.location.search}${formatHash(locale, resolved.path, q)}`;
    return routeHref(resolved.route, locale, config, win.location.pathname, q);
  }

  function navigate(target: string, opts: NavigateOptions = {}): void {
    const resolved = resolveTarget(target);
    const query = carried(resolved.route, { ...resolved.query, ...opts.query });
    const areas = pageAreas();
    const here = !resolved.route || resolved.route.area === ownArea || areas.includes(resolved.route.area) || config.pages[resolved.route.area] === undefined;
    if (!here) {
      const url = href(target, query);
      if (opts.replace) win.location.replace(url);
      else win.location.assign(url);
      return;
    }
    const hash = formatHash(locale, resolved.path, query);
    const url = `${win.location.pathname}${win.location.search}${hash}`;
    if (opts.replace) win.history.replaceState(win.history.state, '', url);
    else win.history.pushState(win.history.state, '', url);
    // pushState/replaceState fire no hashchange: tell every router of this window (one per widget).
    win.dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
  }

  win.addEventListener('hashchange', update);
  win.addEventListener('popstate', update);
  win.addEventListener(ROUTE_CHANGE_EVENT, update);
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    href,
    destroy() {
      win.removeEventListener('hashchange', update);
      win.removeEventListener('popstate', update);
      win.removeEventListener(ROUTE_CHANGE_EVENT, update);
      listeners.clear();
    },
  };
}

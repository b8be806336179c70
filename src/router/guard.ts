import type { PageConfig } from '../config/config';
import { areasOfPage } from './pages';
import type { RouteDef } from './routes';

/** The guard's verdict: show the route, or show the 404 "This page could not be found". */
export type GuardResult = { kind: 'ok'; route: RouteDef } | { kind: 'not-found' };

/**
 * The route-area guard of spec section 2: an unknown route is a 404; a page that belongs to one or more
 * areas (configured path lists, or the area it holds) shows only routes of those areas, anything else
 * is a 404. A page that belongs to no area shows any known route.
 */
export function guardRoute(pagePath: string, route: RouteDef | undefined, config: PageConfig): GuardResult {
  if (!route) return { kind: 'not-found' };
  const areas = areasOfPage(pagePath, config);
  if (areas.length > 0 && !areas.includes(route.area)) return { kind: 'not-found' };
  return { kind: 'ok', route };
}

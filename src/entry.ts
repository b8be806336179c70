/**
 * The '/' entry redirector (spec section 2), loaded by the loader on the home page only.
 * A hash that already names a route (`/en/#/en/recovery/verify-email`) goes to that route's host page;
 * everything else follows the spec's rules in resolveEntry.
 */
import { readPageConfig } from './config/config';
import { localeFromPath } from './i18n/locale';
import { parseHash } from './router/hash';
import { routeHref } from './router/pages';
import { resolveEntry } from './router/redirector';
import { routeByPath } from './router/routes';

const config = readPageConfig();
const hash = parseHash(location.hash);
const route = routeByPath(hash.path);
const target =
  route && route.name !== 'entry' && location.hash.startsWith('#/')
    ? routeHref(route, hash.locale ?? localeFromPath(location.pathname), config, location.pathname, hash.query)
    : resolveEntry(location, config);
location.replace(target);

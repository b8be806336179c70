import type { Locale } from '../i18n/locale';
import { normalizeRoutePath } from './routes';

/** Query parameters of a route; the last value wins when a name repeats. */
export type RouteQuery = Readonly<Record<string, string>>;

/** A hash address `#/{locale}/{path}?{query}` taken apart. */
export interface HashLocation {
  /** The locale segment, or null when the hash has none (e.g. `#/login` or an empty hash). */
  readonly locale: Locale | null;
  /** The route path without locale, normalised: `/`, `/login`, `/recovery/security`. */
  readonly path: string;
  readonly query: RouteQuery;
}

/** Turns a query string (with or without `?`) into a record. */
export function parseQuery(search: string): RouteQuery {
  const out: Record<string, string> = {};
  new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** Formats a query record as `?a=1&b=2`, or '' when empty; values are percent-encoded. */
export function formatQuery(query: RouteQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Splits `/path?x=1` into the normalised path and its query. */
export function splitPathQuery(target: string): { path: string; query: RouteQuery } {
  const at = target.indexOf('?');
  const rawPath = at < 0 ? target : target.slice(0, at);
  return { path: normalizeRoutePath(rawPath), query: at < 0 ? {} : parseQuery(target.slice(at + 1)) };
}

/** Parses `#/en/recovery/security?code=x` (the leading `#` is optional). */
export function parseHash(hash: string): HashLocation {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const { path, query } = splitPathQuery(body);
  const match = /^\/(en|fr)(\/.*)?$/.exec(path);
  if (!match) return { locale: null, path, query };
  return { locale: match[1] === 'fr' ? 'fr' : 'en', path: normalizeRoutePath(match[2] ?? '/'), query };
}

/** Formats the hash of a route: `#/fr/login?expired=true`. The entry route is `#/fr/`. */
export function formatHash(locale: Locale, path: string, query?: RouteQuery): string {
  const normalized = normalizeRoutePath(path);
  const tail = normalized === '/' ? '/' : normalized;
  return `#/${locale}${tail}${formatQuery(query)}`;
}

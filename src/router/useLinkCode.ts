import { useEffect } from 'preact/hooks';
import { localeFromPath } from '../i18n/locale';
import { formatHash, parseHash } from './hash';
import type { RouteState } from './router';

/**
 * Takes query parameters (an emailed link's one-time `code`) out of the address bar's route by replacing
 * the history entry, so neither the address nor Back shows them again. Returns whether it changed anything.
 * The routers' state is left as it is on purpose: the view keeps the query it was opened with, and the
 * address changing under it is not a new screen (no focus move, no second mi-step-change).
 */
export function forgetQuery(keys: readonly string[], win: Window = window): boolean {
  const { hash } = win.location;
  if (!hash.startsWith('#/')) return false;
  const parsed = parseHash(hash);
  if (!keys.some((key) => key in parsed.query)) return false;
  const query = Object.fromEntries(Object.entries(parsed.query).filter(([key]) => !keys.includes(key)));
  // A hash-only URL keeps the page's own path and search exactly as they are.
  win.history.replaceState(win.history.state, '', formatHash(parsed.locale ?? localeFromPath(win.location.pathname), parsed.path, query));
  return true;
}

/**
 * The one-time code of an emailed link (`?{key}=` of the route): the address's while it has one, else
 * `held`, the code the flow keeps in its store and draft (so a reload still works). Once the flow holds
 * the address's code, the address forgets it (history entry replaced: Back does not bring it back).
 */
export function useLinkCode(route: RouteState, held: string, key = 'code', win: Window = window): string {
  const fromAddress = route.query[key];
  useEffect(() => {
    if (fromAddress !== undefined && fromAddress !== '' && fromAddress === held) forgetQuery([key], win);
  }, [fromAddress, held, key, win]);
  return fromAddress ?? held;
}

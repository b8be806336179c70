import { useEffect, useState } from 'preact/hooks';
import { createRouter, type Router, type RouteState, type RouterOptions } from './router';

/** Creates one router for the component's lifetime and destroys it on unmount. */
export function useRouter(options: RouterOptions): Router {
  // The config and window are fixed for a widget instance; a new router per render would leak listeners.
  const [router] = useState(() => createRouter(options));
  useEffect(() => () => router.destroy(), [router]);
  return router;
}

/** The router's current route; re-renders on every route change. */
export function useRoute(router: Router): RouteState {
  const [state, setState] = useState(router.get());
  useEffect(() => {
    // The route may have changed between render and subscription.
    setState(router.get());
    return router.subscribe(setState);
  }, [router]);
  return state;
}

/**
 * Moves focus to the page heading after a route change, so screen-reader and keyboard users start at
 * the new screen. Looks for `[data-route-heading]`, then the first `h1`; makes it focusable without
 * adding it to the tab order. Returns false when there is no heading.
 */
export function focusHeading(container: ParentNode | null | undefined): boolean {
  const heading = container?.querySelector<HTMLElement>('[data-route-heading]') ?? container?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

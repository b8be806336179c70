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

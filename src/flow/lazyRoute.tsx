import type { ComponentType } from 'preact';
import { useRef } from 'preact/hooks';
import { useWidget } from '../element/context';
import { useT } from '../i18n/context';
import { withLaterMessages } from '../i18n/deferredMessages';
import { Loading } from '../ui/Loading';
import { focusRouteHeading, PageHeading } from '../ui/PageHeading';
import { useFlow } from './context';
import { LazyView } from './LazyView';

/** A route's view whose code loads when the route first shows (or when `preload` asks earlier). */
export type LazyRoute = ComponentType & {
  /** Starts loading the view's code (idempotent): call it when the route is about to be needed. */
  preload: () => Promise<unknown>;
};

/**
 * The view of a route that is not the flow's first screen, loaded on demand, so the page does not download
 * it before its first screen (the profile's other tabs, the steps after the first). Until it arrives the box
 * shows the route's heading and "Loading…"; when focus had moved to that heading (a navigation), it moves to
 * the view's own heading once the view is in. A view that cannot load leaves the box to the loader's
 * fallback page, as the error pages do (LazyView).
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let pending: Promise<ComponentType> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const Route = () => <LazyRouteView load={once} />;
  // LazyView loads the view's texts with it; asked for early, they come early too.
  Route.preload = withLaterMessages(once);
  return Route;
}

function LazyRouteView({ load }: { load: () => Promise<ComponentType> }) {
  const { t } = useT();
  const { host } = useWidget();
  const { route } = useFlow();
  const focused = useRef(false);
  const name = route.route?.name;
  return (
    <LazyView
      load={load}
      placeholder={
        <div onFocusIn={() => (focused.current = true)}>
          <PageHeading>{name ? t(`routes.${name}`) : ''}</PageHeading>
          <Loading />
        </div>
      }
      onShown={() => {
        if (focused.current) focusRouteHeading(host);
      }}
      render={(View) => <View />}
    />
  );
}

import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { withLaterMessages } from '../i18n/deferredMessages';
import { CHUNK_ERROR_EVENT } from '../runtime/fallback-error';
import { Loading } from '../ui/Loading';

/** A module loaded on demand: its promise, and the module once it arrived (so later renders show it at once). */
interface Lazy<M> {
  promise?: Promise<M>;
  module?: M;
  failed?: boolean;
}

const loads = new Map<() => Promise<unknown>, Lazy<unknown>>();

/** Props of LazyView. */
export interface LazyViewProps<M> {
  /** Imports the module (the same function each time, so it loads once). */
  load: () => Promise<M>;
  render: (module: M) => ComponentChildren;
  /** Called once the module's view is in the page (to move focus to its heading). */
  onShown?: () => void;
  /** What shows while the module loads; "Loading…" when absent. */
  placeholder?: ComponentChildren;
}

/**
 * Renders what `render` makes of the module `load` imports, loading it on first use (Loading meanwhile): code
 * only some screens need (the error pages) stays out of the first render's chunks. A module that cannot load
 * (the network is gone) leaves the box to the loader's fallback page, which needs no chunk.
 */
export function LazyView<M>({ load, render, onShown, placeholder }: LazyViewProps<M>) {
  const lazy = (loads.get(load) ?? loads.set(load, {}).get(load)) as Lazy<M>;
  const [, arrived] = useState(0);
  const shown = lazy.module !== undefined;
  // In the commit that shows the view (its heading is in the page), not a frame later.
  useLayoutEffect(() => {
    if (shown) onShown?.();
    // Once, when the module's view first shows (at once when it had already arrived).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onShown is called once per showing, not per render
  }, [shown]);
  useEffect(() => {
    if (lazy.module || lazy.failed) return;
    let live = true;
    // What it shows is past the first screen: its texts are in the later message chunks (deferredMessages.ts).
    lazy.promise ??= withLaterMessages(load)().then(
      (module) => (lazy.module = module),
      (error: unknown) => {
        lazy.failed = true;
        delete lazy.promise;
        throw error;
      },
    );
    lazy.promise.then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => {
        console.error('[mi-portal] could not load a page', error);
        if (live) arrived((n) => n + 1);
      },
    );
    return () => {
      live = false;
    };
  }, [lazy, load]);
  if (lazy.module) return <>{render(lazy.module)}</>;
  if (lazy.failed) return <ChunkFallback />;
  return placeholder ?? <Loading />;
}

/** The box the loader fills with its error page (it has its texts without any chunk) when code or messages could not load. */
export function ChunkFallback() {
  return (
    <div
      class="mi-fallback"
      ref={(box) => {
        box?.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT, { bubbles: true }));
      }}
    />
  );
}

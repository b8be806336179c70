import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api/client';
import type { ApiFailure, ApiResult } from '../api/http';
import { useFlow } from './context';

/** A mount-time call: nothing asked yet, under way, answered, or failed. */
export type LoadState<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; failure: ApiFailure };

/** Options of useLoad. */
export interface LoadOptions<T> {
  /** 'page' (default): a failed call shows the runtime's error page; 'state': the view shows it (a fallback list, a retry). */
  onFailure?: 'page' | 'state';
  /** Runs once with each answer, before the view sees the ready state (stores it, maps its codes). */
  onData?: (data: T) => void;
}

/**
 * Runs a call when the view mounts and again when `deps` change, ignoring answers that arrive after
 * the view moved on. `load` returning null means there is nothing to ask (the state stays idle).
 * `retry` asks again. Render `<Loading>` while `state.kind` is 'loading' so a screen reader hears it.
 */
export function useLoad<T>(load: (api: Api) => Promise<ApiResult<T>> | null, deps: readonly unknown[], opts: LoadOptions<T> = {}) {
  const { api, fail } = useFlow();
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const pending = load(api);
    if (!pending) {
      setState({ kind: 'idle' });
      return undefined;
    }
    let live = true;
    setState({ kind: 'loading' });
    void pending.then((result) => {
      if (!live) return;
      if (result.ok) {
        opts.onData?.(result.data);
        setState({ kind: 'ready', data: result.data });
      } else {
        setState({ kind: 'failed', failure: result.failure });
        if (opts.onFailure !== 'state') fail({ kind: 'failure', failure: result.failure, load: true });
      }
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps key the call (lint checks them at each useLoad call)
  }, [api, attempt, ...deps]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

import { createContext } from 'preact';
import { useContext, useEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { StoreApi } from 'zustand/vanilla';
import { clearDraft, flushDrafts, loadDraft, saveDraftSoon, type Draft } from '../element/draft';
import { useWidget } from '../element/context';
import type { FieldValue, FormValues } from '../forms/types';

/** The slice every wizard store has: the values typed so far, by spec field name. */
export interface ValuesSlice {
  values: FormValues;
  setValue: (name: string, value: FieldValue) => void;
}

/** Builds the values slice for a zustand store's initializer. */
export function valuesSlice<S extends ValuesSlice>(set: StoreApi<S>['setState'], initial: FormValues = {}): ValuesSlice {
  return {
    values: initial,
    setValue: (name, value) => set((s) => ({ ...s, values: { ...s.values, [name]: value } })),
  };
}

/** Puts a saved draft's values (and extra state) back into a store, before its first render. */
export function restoreDraft<S extends ValuesSlice>(store: StoreApi<S>, key: string, apply?: (s: S, state: NonNullable<Draft['state']>) => Partial<S>): void {
  const draft = loadDraft(key);
  if (!draft) return;
  store.setState((s) => ({ ...s, values: { ...s.values, ...draft.values }, ...(apply && draft.state ? apply(s, draft.state) : {}) }));
}

/**
 * Keeps a store's values (never its secrets, see draft.ts) in sessionStorage after every change (once the
 * change's event is handled, saveDraftSoon), so a reload or an accidental navigation loses nothing; `now` also
 * saves what the store holds already (values typed before the widget mounted). Returns the unsubscribe function,
 * which writes a save still pending (the widget leaves the page).
 */
export function persistDraft<S extends ValuesSlice>(store: StoreApi<S>, key: string, extra?: (s: S) => Draft['state'], now?: boolean): () => void {
  const save = (s: S) => saveDraftSoon(key, () => (extra ? { values: s.values, state: extra(s) } : { values: s.values }));
  const stop = store.subscribe(save);
  if (now) save(store.getState());
  return () => {
    stop();
    flushDrafts();
  };
}

/** Forgets the draft of the current instance (after success or a confirmed cancel). */
export function useClearDraft(): () => void {
  const { instanceKey } = useWidget();
  return () => clearDraft(instanceKey);
}

/**
 * Creates one store per element instance (several instances of a tag never share state), restores its
 * draft before the first render, then lets `adopt` take what the tag's markup holds (a prerendered first
 * screen's typed text, adoptTyped: a flow with such a screen passes it, the others don't carry it); and saves
 * every change, at once if `adopt` took something. `create` receives the instance key.
 */
export function useInstanceStore<S extends ValuesSlice>(
  create: (instanceKey: string) => StoreApi<S>,
  draft?: { save: (s: S) => Draft['state']; apply: (s: S, state: NonNullable<Draft['state']>) => Partial<S> },
  adopt?: (store: StoreApi<S>, host: HTMLElement) => boolean,
): StoreApi<S> {
  const { instanceKey, host } = useWidget();
  const [[store, typed]] = useState(() => {
    const created = create(instanceKey);
    restoreDraft(created, instanceKey, draft?.apply);
    return [created, adopt?.(created, host)] as const;
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- draft is passed inline, the same code each render: one subscription per store
  useEffect(() => persistDraft(store, instanceKey, draft?.save, typed), [store, instanceKey]);
  return store;
}

/** What useStoreSlice watches: a zustand store, or anything read and heard the same way (a field's ValueSource). */
export interface Watchable<S> {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Reads a slice of a zustand store and re-renders only when that slice changes (Object.is). Written on
 * preact's hooks because zustand's own React binding needs preact/compat's useSyncExternalStore.
 */
export function useStoreSlice<S, T>(store: Watchable<S>, selector: (s: S) => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(selector);
  latest.current = selector;
  const value = selector(store.getState());
  const shown = useRef(value);
  shown.current = value;
  useEffect(() => {
    const check = () => {
      if (!Object.is(latest.current(store.getState()), shown.current)) rerender(0);
    };
    // The store may have changed between render and subscription.
    check();
    return store.subscribe(check);
  }, [store]);
  return value;
}

/** Context carrying a flow's store to its step components. */
export function createStoreContext<S>() {
  const Context = createContext<StoreApi<S> | null>(null);
  function useFlowStore<T>(selector: (s: S) => T): T {
    const store = useContext(Context);
    if (!store) throw new Error('flow store missing');
    return useStoreSlice(store, selector);
  }
  function useStoreApi(): StoreApi<S> {
    const store = useContext(Context);
    if (!store) throw new Error('flow store missing');
    return store;
  }
  return { Provider: Context.Provider, useFlowStore, useStoreApi };
}

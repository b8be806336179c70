// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { persistDraft, valuesSlice, type ValuesSlice } from '../flow/store';
import { clearDraft, loadDraft, saveDraftSoon } from './draft';

const KEY = '/en/x.html#mi-x-0';
const stored = () => window.sessionStorage.getItem(`mi-draft:${KEY}`);

afterEach(() => {
  vi.useRealTimers();
  clearDraft(KEY);
});

describe('drafts', () => {
  it('are written once the change is handled: the latest of several changes, without its secrets', () => {
    vi.useFakeTimers();
    const store = createStore<ValuesSlice>()((set) => valuesSlice(set));
    const stop = persistDraft(store, KEY);
    store.getState().setValue('firstName', 'A');
    store.getState().setValue('firstName', 'Ad');
    store.getState().setValue('password', 'Secret123');
    // Not during the keystroke.
    expect(stored()).toBeNull();
    vi.runAllTimers();
    expect(loadDraft(KEY)).toEqual({ values: { firstName: 'Ad' } });
    stop();
  });

  it('are written at once when the page hides (a reload, a closed tab) and when the widget leaves', () => {
    vi.useFakeTimers();
    const store = createStore<ValuesSlice>()((set) => valuesSlice(set));
    const stop = persistDraft(store, KEY);
    store.getState().setValue('city', 'Laval');
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft(KEY)?.values).toEqual({ city: 'Laval' });
    store.getState().setValue('city', 'Québec');
    stop();
    expect(loadDraft(KEY)?.values).toEqual({ city: 'Québec' });
  });

  it('cleared after a success stay cleared: a save still pending is dropped', () => {
    vi.useFakeTimers();
    saveDraftSoon(KEY, () => ({ values: { firstName: 'Ada' } }));
    clearDraft(KEY);
    vi.runAllTimers();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toBeNull();
  });
});

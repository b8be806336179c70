// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { persistDraft, valuesSlice, type ValuesSlice } from '../flow/store';
import { clearAllDrafts, clearDraft, DRAFT_OWNER_KEY, loadDraft, saveDraft, saveDraftSoon, SESSION_SIGNAL_KEY } from './draft';
import { draftsBelongTo, signalSignIn } from './draftOwner';

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

describe('drafts and who signed in', () => {
  const OTHER = '/en/y.html#mi-y-0';
  const both = () => [loadDraft(KEY)?.values.firstName, loadDraft(OTHER)?.values.firstName];

  it('a sign-out forgets every draft of the tab, one still pending included, and nothing else', () => {
    vi.useFakeTimers();
    saveDraft(KEY, { values: { firstName: 'Leaky' } });
    saveDraftSoon(OTHER, () => ({ values: { firstName: 'Pending' } }));
    window.sessionStorage.setItem('mi-portal:last-reload', '1');
    clearAllDrafts();
    vi.runAllTimers();
    expect(both()).toEqual([undefined, undefined]);
    expect(window.sessionStorage.getItem('mi-portal:last-reload')).toBe('1');
  });

  it('a login keeps the drafts of the same account (a session that timed out) and of a tab nobody had signed in to', () => {
    saveDraft(KEY, { values: { firstName: 'Public' } });
    draftsBelongTo('Advisor@Example.com ');
    expect(both()).toEqual(['Public', undefined]);
    saveDraft(OTHER, { values: { firstName: 'Unsaved' } });
    draftsBelongTo('advisor@example.com');
    expect(both()).toEqual(['Public', 'Unsaved']);
    // Not the address itself in the tab's storage.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('advisor@example.com');
  });

  it('a login forgets what was typed on a signed-in page of a tab nobody had signed in to (owner unknown)', () => {
    window.sessionStorage.setItem('mi-draft:owner', '?');
    saveDraft(KEY, { values: { firstName: 'Leaky' } });
    draftsBelongTo('professional@example.com');
    expect(both()).toEqual([undefined, undefined]);
  });

  it('a login here tells the other tabs whose session it is by the same digest, never the address', () => {
    draftsBelongTo('advisor@example.com');
    signalSignIn('Advisor@Example.com ');
    const [owner, at] = (window.localStorage.getItem(SESSION_SIGNAL_KEY) ?? '').split(' ');
    expect(owner).toBe(window.sessionStorage.getItem(DRAFT_OWNER_KEY));
    expect(Number(at)).toBeGreaterThan(0);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('advisor@example.com');
    window.localStorage.removeItem(SESSION_SIGNAL_KEY);
  });

  it('a draft is read only when the browser’s last session news is its account’s (or there is none, or no owner)', () => {
    saveDraft(KEY, { values: { firstName: 'Mine' } });
    expect(loadDraft(KEY)?.values).toEqual({ firstName: 'Mine' });
    window.sessionStorage.setItem(DRAFT_OWNER_KEY, 'aaaa1111 cccc3333');
    window.localStorage.setItem(SESSION_SIGNAL_KEY, `cccc3333 ${Date.now()}`);
    expect(loadDraft(KEY)?.values).toEqual({ firstName: 'Mine' });
    // Signed out since, in another tab: the next person at the browser must not find it.
    window.localStorage.setItem(SESSION_SIGNAL_KEY, ` ${Date.now()}`);
    expect([loadDraft(KEY), window.sessionStorage.getItem(DRAFT_OWNER_KEY)]).toEqual([undefined, null]);
    window.localStorage.removeItem(SESSION_SIGNAL_KEY);
  });

  it('a login as another account forgets what the last one typed', () => {
    draftsBelongTo('advisor@example.com');
    saveDraft(KEY, { values: { firstName: 'Leaky' } });
    draftsBelongTo('professional@example.com');
    expect(both()).toEqual([undefined, undefined]);
    // The new account's own drafts from now on are kept at its next login.
    saveDraft(KEY, { values: { firstName: 'Mine' } });
    draftsBelongTo('professional@example.com');
    expect(both()).toEqual(['Mine', undefined]);
  });
});

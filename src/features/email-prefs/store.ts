import { useEffect, useState } from 'preact/hooks';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SubscriberRecord } from '../../contract/preferences';
import type { Draft } from '../../element/draft';
import { persistDraft, restoreDraft, valuesSlice, type ValuesSlice } from '../../flow/store';
import { prefsValues } from './record';

/** The email-preferences form's values and whose record they belong to. */
export interface EmailPrefsState extends ValuesSlice {
  /** The hash of the record on the form ('' before the first load). */
  loadedHash: string;
  /** True once the user changed something the server does not have yet. */
  dirty: boolean;
  /**
   * Puts a freshly read record on the form, unless the form holds unsaved changes to that same record
   * (a draft restored after a reload): what was typed is never lost, what was saved is never stale.
   */
  showRecord: (record: SubscriberRecord, loggedIn: boolean) => void;
  /** The server accepted the values on screen. */
  /** The save answered: the record's hash; still `dirty` when boxes changed while it ran (they were not sent). */
  markSaved: (hash: string, dirty: boolean) => void;
}

/** One store per form instance (public tag, profile page). */
export function createEmailPrefsStore(): StoreApi<EmailPrefsState> {
  return createStore<EmailPrefsState>()((set) => ({
    ...valuesSlice<EmailPrefsState>(set),
    setValue: (name, value) => set((s) => ({ values: { ...s.values, [name]: value }, dirty: true })),
    loadedHash: '',
    dirty: false,
    showRecord: (record, loggedIn) =>
      set((s) => (s.dirty && s.loadedHash === record.HASH ? s : { values: prefsValues(record, loggedIn), loadedHash: record.HASH, dirty: false })),
    markSaved: (hash, dirty) => set({ loadedHash: hash, dirty }),
  }));
}

/** What of the store a draft keeps besides the values (drafts hold flat scalars). */
export const emailPrefsDraft = {
  save: (s: EmailPrefsState): NonNullable<Draft['state']> => ({ loadedHash: s.loadedHash, dirty: s.dirty }),
  apply: (_s: EmailPrefsState, d: NonNullable<Draft['state']>): Partial<EmailPrefsState> => ({
    loadedHash: typeof d.loadedHash === 'string' ? d.loadedHash : '',
    dirty: d.dirty === true,
  }),
};

/**
 * A draft-backed store under its own key, for a page that lives inside another tag's flow (the profile's
 * notification page keeps its draft beside the profile's own, never in it).
 */
export function useEmailPrefsStore(key: string): StoreApi<EmailPrefsState> {
  const [store] = useState(() => {
    const created = createEmailPrefsStore();
    restoreDraft(created, key, emailPrefsDraft.apply);
    return created;
  });
  useEffect(() => persistDraft(store, key, emailPrefsDraft.save), [store, key]);
  return store;
}

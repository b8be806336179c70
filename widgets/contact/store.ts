import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Draft } from '../../src/element/draft';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';
import type { FormValues } from '../../src/forms/types';

/** What the error page says after a failed call (errorCode ''), and the key mi-error names for it. */
export const FAILED_SEND_KEY = 'ui.errors.server.message';
/** The errorCode of a send refused as too large (HTTP 413): no later try can pass, so the page says to shorten it. */
export const TOO_LARGE = 'http-413';
/** What the error page says then, and the key mi-error names for it. */
export const TOO_LARGE_KEY = 'contact.error.tooLarge';

/** One `<mi-contact>` instance: what was typed (drafted, captcha never) plus what the result pages show. */
export interface ContactState extends ValuesSlice {
  /** Messages this instance sent; the profile prefill runs again after each (the fields were reset). */
  sent: number;
  /** The server code of the last refused send, '' after a failed call; the error page explains it. */
  errorCode: string;
  /** A send failed since the last one that went (setErrorCode): the error page shows only then. */
  failed: boolean;
  /** Fills the fields still empty (profile prefill): what the user typed or a draft restored always wins. */
  fillEmpty: (values: FormValues) => void;
  /** Spec section 4: on HTTP 200 the fields are reset. */
  sentOk: () => void;
  setErrorCode: (code: string) => void;
}

/** Creates the store of one element instance (drafts are keyed by useInstanceStore). */
export function createContactStore(): StoreApi<ContactState> {
  return createStore<ContactState>()((set) => ({
    ...valuesSlice<ContactState>(set),
    sent: 0,
    errorCode: '',
    failed: false,
    fillEmpty: (filled) =>
      set((s) => {
        const empty = Object.entries(filled).filter(([name, value]) => value !== '' && String(s.values[name] ?? '').trim() === '');
        return empty.length === 0 ? s : { values: { ...s.values, ...Object.fromEntries(empty) } };
      }),
    sentOk: () => set((s) => ({ values: {}, sent: s.sent + 1, errorCode: '', failed: false })),
    setErrorCode: (errorCode) => set({ errorCode, failed: true }),
  }));
}

/**
 * The error page's code (and that a send failed) survives a reload of /contact-form/error (the typed values are drafted
 * anyway), and the count of messages sent one of /contact-form/success: each page shows only after its outcome.
 */
export const contactDraft = {
  save: (s: ContactState): NonNullable<Draft['state']> => ({ errorCode: s.errorCode, sent: s.sent, failed: s.failed }),
  apply: (_s: ContactState, d: NonNullable<Draft['state']>): Partial<ContactState> => ({
    ...(typeof d.errorCode === 'string' ? { errorCode: d.errorCode } : {}),
    ...(typeof d.sent === 'number' ? { sent: d.sent } : {}),
    failed: d.failed === true,
  }),
};

/** Provider and hooks carrying the contact store to its views. */
export const ContactStore = createStoreContext<ContactState>();

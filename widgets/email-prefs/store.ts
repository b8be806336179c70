import type { EmailPrefsState } from '../../src/features/email-prefs/store';
import { createStoreContext } from '../../src/flow/store';

// The state itself is the shared feature's (src/features/email-prefs/store.ts): the profile's notification
// page keeps the same values and draft rules. This file only carries one instance's store to its view.
const context = createStoreContext<EmailPrefsState>();
/** Provides the `<mi-email-prefs>` instance's store to its view. */
export const EmailPrefsStoreProvider = context.Provider;
/** The instance's store (the form reads and writes it). */
export const useEmailPrefsStoreApi = context.useStoreApi;

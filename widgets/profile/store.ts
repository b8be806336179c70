import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';

/**
 * What the profile's forms hold between renders: only what the user typed (the server's values are
 * shown under it), drafted per instance so a reload or a failed call loses nothing but secrets.
 * The pages share one map: their field names do not clash except `oldPassword`, which is the same
 * current password on the personal page (new email) and the password page.
 */
export interface ProfileState extends ValuesSlice {
  /** Forgets what was typed in these fields (after a save, the server's values show again). */
  forget: (names: readonly string[]) => void;
  /**
   * The password change's result when it arrived after the user had moved to another page: the password page shows it
   * when it opens again (the user could not tell otherwise whether the password changed). Never drafted.
   */
  passwordChanged: boolean;
}

/** One store per `<mi-profile>` instance. */
export function createProfileStore(): StoreApi<ProfileState> {
  return createStore<ProfileState>()((set) => ({
    ...valuesSlice<ProfileState>(set),
    forget: (names) => set((s) => ({ values: Object.fromEntries(Object.entries(s.values).filter(([name]) => !names.includes(name))) })),
    passwordChanged: false,
  }));
}

const context = createStoreContext<ProfileState>();
/** Provides the instance store to the views. */
export const ProfileStoreProvider = context.Provider;
/** Selects from the profile store. */
export const useProfileStore = context.useFlowStore;
/** The profile store itself (a form reading its values when needed). */
export const useProfileStoreApi = context.useStoreApi;

import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';
import type { FormValues } from '../../src/forms/types';

/** Fields that hold a preselected default, so their value alone is not "progress". */
const DEFAULTED = new Set(['roleId', 'languagePreferenceCode', 'province', 'g-recaptcha-response']);

/** The registration widget's state: typed values (drafted) plus what the status views show. */
export interface RegistrationState extends ValuesSlice {
  /**
   * The email a status view shows (thank you, already registered, activation success). It outlives the
   * typed values, which are forgotten once the wizard ends.
   */
  statusEmail: string;
  /**
   * The server no longer held this registration (cancelled in another tab, session expired) when step 2
   * was sent: step 1 says so and starts it again with everything typed still in place.
   */
  restarted: boolean;
  /**
   * The emailed activation code, once the server has accepted it: the address bar forgets it then, and a
   * reload of the activation step reads it from here (the draft keeps it for the tab's life).
   */
  activationCode: string;
  setRestarted: (restarted: boolean) => void;
  setActivationCode: (code: string) => void;
  /** Ends the wizard: forgets the typed values and keeps the email the next view shows. */
  finish: (email: string) => void;
  /** Forgets everything (confirmed cancel). */
  reset: () => void;
}

/** Creates one store per element instance (the key is unused: drafts are keyed by useInstanceStore). */
export function createRegistrationStore(): StoreApi<RegistrationState> {
  return createStore<RegistrationState>()((set) => ({
    ...valuesSlice<RegistrationState>(set),
    statusEmail: '',
    restarted: false,
    activationCode: '',
    setRestarted: (restarted) => set({ restarted }),
    setActivationCode: (activationCode) => set({ activationCode }),
    finish: (email) => set({ values: {}, statusEmail: email, restarted: false, activationCode: '' }),
    reset: () => set({ values: {}, statusEmail: '', restarted: false, activationCode: '' }),
  }));
}

/** Draft hooks: the status email survives a reload of the status page, the activation code one of the activation step. */
export const registrationDraft = {
  save: (s: RegistrationState) => ({ statusEmail: s.statusEmail, activationCode: s.activationCode }),
  apply: (_s: RegistrationState, state: Record<string, string | number | boolean>) => ({
    ...(typeof state.statusEmail === 'string' ? { statusEmail: state.statusEmail } : {}),
    ...(typeof state.activationCode === 'string' ? { activationCode: state.activationCode } : {}),
  }),
};

/** True once the user typed something of their own (defaults do not count): drives the leave prompt. */
export function hasProgress(values: FormValues): boolean {
  return Object.entries(values).some(([name, value]) => !DEFAULTED.has(name) && (value === true || (typeof value === 'string' && value.trim() !== '')));
}

const context = createStoreContext<RegistrationState>();
/** Provides the instance store to the steps. */
export const RegistrationStoreProvider = context.Provider;
/** Selects from the registration store. */
export const useRegistrationStore = context.useFlowStore;
/** The raw store (for actions outside render). */
export const useRegistrationStoreApi = context.useStoreApi;

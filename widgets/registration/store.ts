import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';
import type { FormValues } from '../../src/forms/types';
import type { RouteName } from '../../src/router/routes';

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
  /**
   * What the wizard completed in this tab: its success pages show only then (RegistrationFlow's guards), so an
   * address typed by hand does not claim an account was registered or activated.
   */
  completed: '' | 'registration' | 'activation';
  setRestarted: (restarted: boolean) => void;
  setActivationCode: (code: string) => void;
  /**
   * Ends the wizard: forgets the typed values and keeps the email the next view shows. `completed`: what it
   * completed ('' when it ends on a status view, already active or already registered).
   */
  finish: (email: string, completed: RegistrationState['completed']) => void;
  /**
   * Forgets what was typed (confirmed cancel). A cancelled activation keeps its accepted code: the account stays
   * registered, and the cancel page links back to its activation.
   */
  reset: (keepCode?: boolean) => void;
}

/** Creates one store per element instance (the key is unused: drafts are keyed by useInstanceStore). */
export function createRegistrationStore(): StoreApi<RegistrationState> {
  return createStore<RegistrationState>()((set) => ({
    ...valuesSlice<RegistrationState>(set),
    statusEmail: '',
    restarted: false,
    activationCode: '',
    completed: '',
    setRestarted: (restarted) => set({ restarted }),
    setActivationCode: (activationCode) => set({ activationCode }),
    finish: (email, completed) => set({ values: {}, statusEmail: email, restarted: false, activationCode: '', completed }),
    reset: (keepCode) => set((s) => ({ values: {}, statusEmail: '', restarted: false, activationCode: keepCode ? s.activationCode : '', completed: '' })),
  }));
}

/** Draft hooks: the status email and what was completed survive a reload of the status page, the activation code one of the activation step. */
export const registrationDraft = {
  save: (s: RegistrationState) => ({ statusEmail: s.statusEmail, activationCode: s.activationCode, completed: s.completed }),
  apply: (_s: RegistrationState, state: Record<string, string | number | boolean>): Partial<RegistrationState> => {
    const { completed } = state;
    return {
      ...(typeof state.statusEmail === 'string' ? { statusEmail: state.statusEmail } : {}),
      ...(typeof state.activationCode === 'string' ? { activationCode: state.activationCode } : {}),
      ...(completed === 'registration' || completed === 'activation' ? { completed } : {}),
    };
  },
};

/** The success pages show only after what they announce happened in this tab (FlowRoot sends others to step 1). */
export function registrationGuards(store: StoreApi<RegistrationState>): Partial<Record<RouteName, () => boolean>> {
  return {
    registrationSuccess: () => store.getState().completed === 'registration',
    activationSuccess: () => store.getState().completed === 'activation',
  };
}

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

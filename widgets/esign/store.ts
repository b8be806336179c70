import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';
import type { Fund } from '../../src/contract/funds';
import type { Profile } from '../../src/contract/profile';
import type { FormValues } from '../../src/forms/types';
import type { SentRequest } from './views/SentView';

const SUBSCRIBER = /^(investor|joint)\./;
const ADVISOR = /^advisor\./;
const TYPE = 'selection.requestType';

/** True when a value holds something typed or chosen (not blank). */
function filled(value: FormValues[string] | undefined): boolean {
  return value === true || (typeof value === 'string' && value.trim() !== '');
}

function without(values: FormValues, drop: (name: string) => boolean): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !drop(name)));
}

const isAdvisor = (name: string) => ADVISOR.test(name);
const withoutSubscriber = (values: FormValues) => without(values, (n) => SUBSCRIBER.test(n) || n === TYPE);

/**
 * Where the request stands: the form, the review of exactly what will be sent (its mode, fund and request), or
 * the result. In the store (not
 * drafted: a reload starts at the form) so that an error page, which replaces the view, brings the user back to
 * the same screen: a failed send's "Try again" returns to the review, not to the form.
 */
export type EsignStage = { kind: 'form' } | { kind: 'review'; review: SentRequest } | { kind: 'sent'; sent: SentRequest };

/**
 * The e-sign widget's state. `values` hold only what the user typed or chose: the advisor's profile
 * values are defaults the view lays under them, so an `advisor.*` value is a session edit (never saved
 * to the profile) and restoring the profile is forgetting those values.
 */
export interface EsignState extends ValuesSlice {
  /** The advisor section shows its fields instead of the read-only profile summary. */
  editingAdvisor: boolean;
  /** Opens the advisor fields (Edit). */
  editAdvisor: () => void;
  /** Drops this session's advisor edits and closes the advisor fields (confirmed cancel of the advisor). */
  restoreAdvisor: () => void;
  /** Chooses a subscriber type; the investor and joint-investor data typed for the previous type are cleared. */
  chooseType: (requestType: string) => void;
  /** Clears the investor data and the type (confirmed cancel of the subscriber). */
  clearSubscriber: () => void;
  /**
   * A request was sent: its result shows, and its investors and type are cleared from its own mode's values. The
   * answer can come after the user switched to the other mode, whose typed values then stay, and whose page shows
   * the result (it went out; without it, the user would likely send it again).
   */
  markSent: (sent: SentRequest) => void;
  /** The mode (purchase or redeem) `values` belong to; '' until the view first says. */
  mode: string;
  /**
   * The other mode's fund, type and investors, kept while this mode shows: a purchase and a redemption are two
   * forms on one page (the hash's redeem=true), and one must neither show nor clear the other's data.
   */
  stash: Record<string, FormValues>;
  /** Shows `mode`'s own values, keeping the current ones for a return; the advisor's edits stay (same advisor). */
  switchMode: (mode: string) => void;
  stage: EsignStage;
  setStage: (stage: EsignStage) => void;
  /**
   * The fund lists (by mode and language) and the profile this element last received, shown while they are
   * asked again (useEsignData): the view comes back after an error page (a failed send's way back returns to
   * the review), and the review's Send checks the form, whose preselected fund and advisor values come from
   * these. Without them a Send pressed before the answers would be refused with "Select a fund" on a screen
   * that has no fund field.
   */
  received: { funds: Record<string, Fund[]>; profile?: Profile };
  /** Merges what arrived (fund lists by key, the profile) into `received`. */
  receive: (received: Partial<EsignState['received']>) => void;
}

/** Creates one store per element instance. */
export function createEsignStore(): StoreApi<EsignState> {
  return createStore<EsignState>()((set) => ({
    ...valuesSlice<EsignState>(set),
    editingAdvisor: false,
    editAdvisor: () => set({ editingAdvisor: true }),
    restoreAdvisor: () => set((s) => ({ editingAdvisor: false, values: without(s.values, isAdvisor) })),
    chooseType: (requestType) => set((s) => ({ values: { ...without(s.values, (n) => SUBSCRIBER.test(n)), [TYPE]: requestType } })),
    clearSubscriber: () => set((s) => ({ values: withoutSubscriber(s.values) })),
    markSent: (sent) =>
      set((s) => ({
        stage: { kind: 'sent', sent },
        values: s.mode === sent.mode ? withoutSubscriber(s.values) : s.values,
        stash: { ...s.stash, [sent.mode]: withoutSubscriber(s.stash[sent.mode] ?? {}) },
      })),
    mode: '',
    stash: {},
    switchMode: (mode) =>
      set((s) =>
        s.mode === mode
          ? s
          : s.mode
            ? {
                mode,
                values: { ...s.stash[mode], ...without(s.values, (n) => !isAdvisor(n)) },
                stash: { ...s.stash, [s.mode]: without(s.values, isAdvisor) },
                // A result already shown stays behind: the other mode opens at its form.
                stage: s.stage.kind === 'sent' ? { kind: 'form' } : s.stage,
              }
            : { mode },
      ),
    stage: { kind: 'form' },
    setStage: (stage) => set({ stage }),
    received: { funds: {} },
    receive: (received) => set((s) => ({ received: { ...s.received, ...received, funds: { ...s.received.funds, ...received.funds } } })),
  }));
}

/** Reads a drafted stash (a JSON text: a draft's state holds flat values); anything else is none. */
function readStash(text: unknown): Record<string, FormValues> {
  try {
    const stash: unknown = typeof text === 'string' ? JSON.parse(text) : null;
    return stash && typeof stash === 'object' ? (stash as Record<string, FormValues>) : {};
  } catch {
    return {};
  }
}

/**
 * Draft hooks: an open advisor editor survives a reload with its edits (the values are drafted already), and so
 * do the mode the values belong to and the other mode's values.
 */
export const esignDraft = {
  save: (s: EsignState) => ({ editingAdvisor: s.editingAdvisor, mode: s.mode, stash: JSON.stringify(s.stash) }),
  apply: (_s: EsignState, state: Record<string, string | number | boolean>) => ({
    editingAdvisor: state.editingAdvisor === true,
    mode: typeof state.mode === 'string' ? state.mode : '',
    stash: readStash(state.stash),
  }),
};

/** True once investor or joint-investor data was typed: choosing another type then asks first. */
export function hasSubscriberData(values: FormValues): boolean {
  return Object.entries(values).some(([name, value]) => SUBSCRIBER.test(name) && filled(value));
}

/** True once the user typed or chose anything (a fund, a type, an advisor edit): drives the leave prompt. */
export function hasProgress(values: FormValues): boolean {
  return Object.values(values).some(filled);
}

const context = createStoreContext<EsignState>();
/** Provides the instance store to the views. */
export const EsignStoreProvider = context.Provider;
/** Selects from the e-sign store. */
export const useEsignStore = context.useFlowStore;

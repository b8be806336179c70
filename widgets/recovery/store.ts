import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';
import type { Draft } from '../../src/element/draft';
import { readAttempts } from './attempts';

/** The security question on screen: its text, its ordinal ("Question 2") and the emailed code it came from. */
export interface CurrentQuestion {
  label: string;
  ordinal: number;
  code: string;
}

/** One recovery in progress: what was typed (answers and passwords never persist) plus the wizard's state. */
export interface RecoveryState extends ValuesSlice {
  /** Resets left today after the last verifyEmail (null when unknown). */
  attemptsRemaining: number | null;
  /**
   * The login email the code was sent to, for the code-sent page only: kept apart from `values` so a
   * saved email never fills step 1 (or counts as progress) for the next person at the computer.
   */
  sentTo: string;
  /** The server code the error page explains ('' shows the generic message). */
  errorCode: string;
  question: CurrentQuestion | null;
  /** The plain message the server sent after the last answer, shown on the reset-password step. */
  serverMessage: string;
  /** The password was reset: the success step has something to say (opened directly, it starts over). */
  done: boolean;
  setAttempts: (n: number | null) => void;
  setSentTo: (email: string) => void;
  setErrorCode: (code: string) => void;
  setQuestion: (q: CurrentQuestion | null) => void;
  setServerMessage: (message: string) => void;
  setDone: (done: boolean) => void;
  /** Forgets everything (confirmed cancel, success). */
  reset: () => void;
}

/**
 * Creates the store of one `<mi-recovery>` instance. What localStorage kept (attempts, the email they were
 * for) seeds the code-sent page only; the form values start empty (a draft may restore this tab's own).
 */
export function createRecoveryStore(): StoreApi<RecoveryState> {
  const kept = readAttempts();
  return createStore<RecoveryState>()((set) => ({
    ...valuesSlice<RecoveryState>(set, {}),
    attemptsRemaining: kept?.attemptsRemaining ?? null,
    sentTo: kept?.email ?? '',
    errorCode: '',
    question: null,
    serverMessage: '',
    done: false,
    setAttempts: (attemptsRemaining) => set({ attemptsRemaining }),
    setSentTo: (sentTo) => set({ sentTo }),
    setErrorCode: (errorCode) => set({ errorCode }),
    setQuestion: (question) => set({ question }),
    setServerMessage: (serverMessage) => set({ serverMessage }),
    setDone: (done) => set({ done }),
    reset: () => set({ values: {}, attemptsRemaining: null, sentTo: '', errorCode: '', question: null, serverMessage: '', done: false }),
  }));
}

/** Which wizard state survives a reload (drafts hold flat scalars only). */
export const recoveryDraft = {
  save: (s: RecoveryState): NonNullable<Draft['state']> => ({
    attemptsRemaining: s.attemptsRemaining ?? -1,
    sentTo: s.sentTo,
    errorCode: s.errorCode,
    questionLabel: s.question?.label ?? '',
    questionOrdinal: s.question?.ordinal ?? 0,
    questionCode: s.question?.code ?? '',
    serverMessage: s.serverMessage,
    done: s.done,
  }),
  apply: (_s: RecoveryState, d: NonNullable<Draft['state']>): Partial<RecoveryState> => ({
    attemptsRemaining: typeof d.attemptsRemaining === 'number' && d.attemptsRemaining >= 0 ? d.attemptsRemaining : null,
    ...(typeof d.sentTo === 'string' && d.sentTo !== '' ? { sentTo: d.sentTo } : {}),
    errorCode: typeof d.errorCode === 'string' ? d.errorCode : '',
    question:
      typeof d.questionLabel === 'string' && d.questionLabel !== ''
        ? { label: d.questionLabel, ordinal: Number(d.questionOrdinal) || 1, code: String(d.questionCode ?? '') }
        : null,
    serverMessage: typeof d.serverMessage === 'string' ? d.serverMessage : '',
    done: d.done === true,
  }),
};

/**
 * What each step needs from the steps before it (issue 11): the code-sent page an email the code went to,
 * the reset step every question answered (the server's closing message), the success step a reset done.
 * FlowRoot sends a step opened without it to step 1.
 */
export function recoveryGuards(store: StoreApi<RecoveryState>) {
  return {
    recoveryCodeSent: () => store.getState().sentTo !== '',
    recoveryResetPassword: () => store.getState().serverMessage !== '',
    recoverySuccess: () => store.getState().done,
  };
}

const context = createStoreContext<RecoveryState>();
/** Provides the instance's store to the steps. */
export const RecoveryStoreProvider = context.Provider;
/** Reads a slice of the recovery store. */
export const useRecoveryStore = context.useFlowStore;
/** The recovery store itself (for actions inside handlers). */
export const useRecoveryStoreApi = context.useStoreApi;

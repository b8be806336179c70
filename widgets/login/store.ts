import { createStore } from 'zustand/vanilla';
import { createStoreContext, valuesSlice, type ValuesSlice } from '../../src/flow/store';

/** The login form's values (emailId is kept in the draft; the password never is). */
export type LoginState = ValuesSlice;

/** One store per `<mi-login>` instance. */
export function createLoginStore() {
  return createStore<LoginState>()((set) => ({ ...valuesSlice<LoginState>(set) }));
}

/** Provider and hooks carrying the login store to its view. */
export const LoginStore = createStoreContext<LoginState>();

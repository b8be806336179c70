import { clearAllDrafts } from './draft';

/**
 * Through this local-storage key the browser's tabs learn that its session changed in another tab: a login
 * (the value starts with the account's digest, src/element/draftOwner.ts) or a sign-out (an empty digest). A
 * signed-in page left open would otherwise go on showing, and sending as, the account it was opened under, while
 * the cookie is another's (src/flow/SessionGate.tsx). The time makes each value new: the same one fires no event.
 */
export const SESSION_SIGNAL_KEY = 'mi-portal:session';

/** Tells the other tabs that `owner` signed in here, or that the session ended ('' ). */
export function signalSession(owner: string): void {
  try {
    window.localStorage.setItem(SESSION_SIGNAL_KEY, `${owner} ${Date.now()}`);
  } catch {
    // Storage blocked: the other tabs learn it at their next logged-in check, or from a refused call.
  }
}

/**
 * A sign-out in this tab: what was typed and not saved is this user's (the next person at this browser must not
 * find it), and the other tabs leave their signed-in pages.
 */
export function signedOutHere(): void {
  clearAllDrafts();
  signalSession('');
}

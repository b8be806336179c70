import { clearAllDrafts, DRAFT_OWNER_KEY, SESSION_SIGNAL_KEY } from './draft';

/**
 * A login succeeded for `email`: drafts typed in this tab under another account (a session that ended, then someone
 * else signed in) are forgotten; the same account finds its own again (a session that timed out mid-form), and the
 * drafts of a tab nobody had signed in to stay. The owner is kept as a digest: the tab's storage need not hold the
 * address to tell two accounts apart. Loaded with the login call (LoginView's afterSignIn): no page needs it before
 * a login succeeds.
 */
export function draftsBelongTo(email: string): void {
  const owner = ownerDigest(email);
  const store = ownerStore();
  if (!store) return;
  // No owner yet: what the tab holds was typed signed out (a public form), by whoever is at the keyboard now. A
  // signed-in page opened here without a login marks the owner unknown ('?', SessionGate): never this account.
  // Several digests: one account under its login emails, old and new (draftsAlsoBelongTo).
  const before = store.getItem(DRAFT_OWNER_KEY);
  if (before === null) store.setItem(DRAFT_OWNER_KEY, owner);
  else if (!before.split(' ').includes(owner)) {
    clearAllDrafts();
    store.setItem(DRAFT_OWNER_KEY, owner);
  }
}

/** Tells the other tabs that `owner` signed in here, or that the session ended (''); the time makes each value new. */
function signalSession(owner: string): void {
  try {
    window.localStorage.setItem(SESSION_SIGNAL_KEY, `${owner} ${Date.now()}`);
  } catch {
    // Storage blocked: the other tabs learn it at their next logged-in check, or from a refused call.
  }
}

/**
 * A sign-out in this tab: what was typed and not saved is this user's (the next person at this browser must not
 * find it), and the other tabs leave their signed-in pages. Loaded by the sign-out buttons as they are pressed.
 */
export function signedOutHere(): void {
  clearAllDrafts();
  signalSession('');
}

/** A login succeeded for `email` in this tab: the other tabs' signed-in pages learn it (src/flow/SessionGate.tsx). */
export function signalSignIn(email: string): void {
  signalSession(ownerDigest(email));
}

/**
 * The signed-in account asked for (or confirmed) a new login email: its next login here, with either address, finds
 * its drafts again. Only when the tab knows the account (it signed in here); an unknown owner stays unknown.
 */
export function draftsAlsoBelongTo(email: string): void {
  const store = ownerStore();
  const before = store?.getItem(DRAFT_OWNER_KEY);
  const owner = ownerDigest(email);
  if (store && before && before !== '?' && !before.split(' ').includes(owner)) store.setItem(DRAFT_OWNER_KEY, `${before} ${owner}`);
}

function ownerStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** FNV-1a, 32 bits, as hex, of the address as the server compares it: enough to tell a tab's accounts apart (not a secret). */
function ownerDigest(email: string): string {
  const text = email.trim().toLowerCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

import { clearAllDrafts, DRAFT_OWNER_KEY } from './draft';

/**
 * A login succeeded for `email`: drafts typed in this tab under another account (a session that ended, then someone
 * else signed in) are forgotten; the same account finds its own again (a session that timed out mid-form), and the
 * drafts of a tab nobody had signed in to stay. The owner is kept as a digest: the tab's storage need not hold the
 * address to tell two accounts apart. Loaded with the login call (LoginView's afterSignIn): no page needs it before
 * a login succeeds.
 */
export function draftsBelongTo(email: string): void {
  const owner = ownerDigest(email.trim().toLowerCase());
  let store: Storage | undefined;
  try {
    store = window.sessionStorage;
  } catch {
    return;
  }
  // No owner yet: what the tab holds was typed signed out (a public form), by whoever is at the keyboard now. A
  // signed-in page opened here without a login marks the owner unknown ('?', SessionGate): never this account.
  const before = store.getItem(DRAFT_OWNER_KEY);
  if (before !== null && before !== owner) clearAllDrafts();
  store.setItem(DRAFT_OWNER_KEY, owner);
}

/** FNV-1a, 32 bits, as hex: enough to tell the accounts of one tab apart (not a secret). */
function ownerDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

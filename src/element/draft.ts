import type { FormValues } from '../forms/types';

/** Field names whose values never reach storage: passwords, security answers and captcha tokens. */
const SECRET = /password|answer|captcha|recaptcha/i;

/** True when a field's value must never be stored. */
export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

const PREFIX = 'mi-draft:';

/** What a draft keeps: form values (secrets removed) and free-form wizard state such as the step. */
export interface Draft {
  values: FormValues;
  state?: Record<string, string | number | boolean>;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can throw when cookies are blocked; drafts are a convenience, never a requirement.
    return undefined;
  }
}

/** The digest of the account in this browser's last session news (SESSION_SIGNAL_KEY), '' after a sign-out, undefined without news. */
export function lastSessionOwner(): string | undefined {
  try {
    return localStorage.getItem(SESSION_SIGNAL_KEY)?.split(' ')[0];
  } catch {
    return undefined;
  }
}

/** True when the tab's drafts were typed under accounts (DRAFT_OWNER_KEY) that do not include `owner`. */
function foreign(owner: string | undefined): boolean {
  const owners = storage()?.getItem(DRAFT_OWNER_KEY);
  return !!owners && owner !== undefined && !owners.split(' ').includes(owner);
}

/**
 * Another tab signed out or signed in as another account: this tab's drafts are not the next user's to see. A page
 * showing them starts again without them (a signed-in page then finds the new session, or sends to the login page).
 */
function onSessionNews(event: StorageEvent): void {
  if (event.key === SESSION_SIGNAL_KEY && foreign(event.newValue?.split(' ')[0])) {
    clearAllDrafts();
    location.reload();
  }
}

/**
 * Reads the draft of one element instance. Drafts typed under an account that is not the browser's last news (a
 * sign-out or another login since, in another tab while this one was on another site) are forgotten first: Back to
 * a form must not show them to, nor send them as, the next user.
 */
export function loadDraft(key: string): Draft | undefined {
  addEventListener('storage', onSessionNews);
  if (foreign(lastSessionOwner())) clearAllDrafts();
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Draft;
    return parsed && typeof parsed === 'object' && parsed.values ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a draft in sessionStorage (the tab's life), dropping every secret field first. */
export function saveDraft(key: string, draft: Draft): void {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(draft.values)) {
    if (!isSecretField(name)) values[name] = value;
  }
  storage()?.setItem(PREFIX + key, JSON.stringify({ ...draft, values }));
}

/** Drafts asked to be saved and not written yet, by key: how to make each one's latest state. */
const pending = new Map<string, () => Draft>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Saves `key`'s draft once the keystroke that changed it has been handled: serialising the values and writing
 * sessionStorage took about 0.5 ms of each key's 3 ms of script on registration step 1 at 4x CPU (issue 10's
 * keystroke budget). Several changes before then write once, the latest. The page hiding (`pagehide`, a tab
 * switched away) writes at once, so a reload or a closed tab loses nothing.
 */
export function saveDraftSoon(key: string, draft: () => Draft): void {
  if (!timer) {
    timer = setTimeout(flushDrafts, 0);
    // Added once: the same listener again is no second listener.
    addEventListener('pagehide', flushDrafts);
    addEventListener('visibilitychange', flushDrafts);
  }
  pending.set(key, draft);
}

/** Writes every pending draft now. */
export function flushDrafts(): void {
  clearTimeout(timer);
  timer = undefined;
  for (const [key, draft] of pending) saveDraft(key, draft());
  pending.clear();
}

/** Forgets a draft (on success or cancel), with a save still pending. */
export function clearDraft(key: string): void {
  pending.delete(key);
  storage()?.removeItem(PREFIX + key);
}

/** Where the tab remembers whose drafts it holds (src/element/draftOwner.ts): a draft key, so a sign-out forgets it too. */
export const DRAFT_OWNER_KEY = `${PREFIX}owner`;

/**
 * Forgets every draft of the tab, pending ones included: after a sign-out the next person at this browser must
 * not find what the last one typed (a profile's unsaved edits, an investor's name, a prefilled contact form).
 */
export function clearAllDrafts(): void {
  pending.clear();
  const store = storage();
  for (const key of Object.keys(store ?? {})) if (key.startsWith(PREFIX)) store?.removeItem(key);
}

/**
 * Through this local-storage key the browser's tabs learn that its session changed in another tab: a login (the
 * value starts with the account's digest) or a sign-out (an empty digest); written by src/element/draftOwner.ts, read
 * by src/flow/SessionGate.tsx. A signed-in page left open would otherwise go on showing, and sending as, the account
 * it was opened under, while the cookie is another's.
 */
export const SESSION_SIGNAL_KEY = 'mi-portal:session';

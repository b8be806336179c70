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

/** Reads the draft of one element instance. */
export function loadDraft(key: string): Draft | undefined {
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

/** Drafts asked to be saved and not written yet, by key: the latest state each. */
const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; draft: () => Draft }>();
let flushOnHide = false;

/**
 * Saves `key`'s draft once the keystroke that changed it has been handled: serialising the values and writing
 * sessionStorage took about 0.5 ms of each key's 3 ms of script on registration step 1 at 4x CPU (issue 10's
 * keystroke budget). Several changes before then write once, the latest. The page's `pagehide` and a hidden
 * tab write at once, so a reload or a closed tab loses nothing.
 */
export function saveDraftSoon(key: string, draft: () => Draft): void {
  const known = pending.get(key);
  if (known) {
    known.draft = draft;
    return;
  }
  pending.set(key, { draft, timer: setTimeout(() => flushDraft(key), 0) });
  if (!flushOnHide && typeof window !== 'undefined') {
    flushOnHide = true;
    window.addEventListener('pagehide', flushDrafts);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushDrafts());
  }
}

/** Writes `key`'s pending draft now, if any. */
export function flushDraft(key: string): void {
  const entry = pending.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  pending.delete(key);
  saveDraft(key, entry.draft());
}

/** Writes every pending draft now. */
export function flushDrafts(): void {
  for (const key of [...pending.keys()]) flushDraft(key);
}

/** Forgets a draft (on success or cancel), with a save still pending. */
export function clearDraft(key: string): void {
  const entry = pending.get(key);
  if (entry) clearTimeout(entry.timer);
  pending.delete(key);
  storage()?.removeItem(PREFIX + key);
}

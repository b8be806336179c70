/**
 * The spec keeps the remaining reset attempts "locally" (section 2): they are saved in localStorage with
 * the login email (never a password), so the code-sent page still shows them after the tab is closed.
 * The record is only for that page: it never fills the step-1 form (a shared computer would offer the
 * previous user's email), and it is ignored after a day (the attempts are per day anyway).
 */
const KEY = 'mi-recovery-attempts';

/** How long a saved record counts: the attempts are "per day", and an older email is someone's leftover. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** What step 1 leaves in the browser. */
export interface KeptAttempts {
  email: string;
  attemptsRemaining: number;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy modes) must not break the flow: the store still holds the values.
    return undefined;
  }
}

/** Saves the login email and the attempts left after a successful verifyEmail, with when (ms since epoch). */
export function saveAttempts(kept: KeptAttempts, now: number = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...kept, savedAt: now }));
  } catch {
    // A full or refusing storage only loses the code-sent page's copy after a reload.
  }
}

/** Reads what step 1 saved in the last 24 hours, or null (older or undated records are dropped). */
export function readAttempts(now: number = Date.now()): KeptAttempts | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptAttempts> & { savedAt?: unknown };
    if (typeof parsed.email !== 'string' || typeof parsed.attemptsRemaining !== 'number') return null;
    const age = typeof parsed.savedAt === 'number' ? now - parsed.savedAt : NaN;
    if (!(age >= 0 && age < KEPT_FOR_MS)) {
      clearAttempts();
      return null;
    }
    return { email: parsed.email, attemptsRemaining: parsed.attemptsRemaining };
  } catch {
    return null;
  }
}

/** Forgets them (cancel, success). */
export function clearAttempts(): void {
  storage()?.removeItem(KEY);
}

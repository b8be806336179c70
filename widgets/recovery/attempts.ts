/**
 * The spec keeps the remaining reset attempts "locally" (section 2): they are saved in localStorage with
 * the login email (never a password), so the code-sent page still shows them after the tab is closed.
 */
const KEY = 'mi-recovery-attempts';

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

/** Saves the login email and the attempts left after a successful verifyEmail. */
export function saveAttempts(kept: KeptAttempts): void {
  storage()?.setItem(KEY, JSON.stringify(kept));
}

/** Reads what step 1 saved, or null. */
export function readAttempts(): KeptAttempts | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptAttempts>;
    if (typeof parsed.email !== 'string' || typeof parsed.attemptsRemaining !== 'number') return null;
    return { email: parsed.email, attemptsRemaining: parsed.attemptsRemaining };
  } catch {
    return null;
  }
}

/** Forgets them (cancel, success). */
export function clearAttempts(): void {
  storage()?.removeItem(KEY);
}

/** The local-storage key other tabs and the host page watch (spec section 4, "Session"). */
export const LOGGED_IN_KEY = 'logged_in';

/**
 * After a password change: sets the `logged_in` flag in local storage and dispatches a storage event in
 * this window too (browsers only fire it in the other tabs), so the host page hears it either way.
 */
export function announceLoggedIn(win: Window): void {
  try {
    win.localStorage.setItem(LOGGED_IN_KEY, 'true');
  } catch {
    // Storage can be blocked; the event still tells this page.
  }
  win.dispatchEvent(new StorageEvent('storage', { key: LOGGED_IN_KEY, newValue: 'true' }));
}

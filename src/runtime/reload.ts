/** The spec's throttle: a page reload happens at most once per 60 seconds (chunk failures, auth-like statuses). */
export const RELOAD_THROTTLE_MS = 60_000;
const KEY = 'mi-portal:last-reload';

function readLast(): number {
  try {
    return Number(window.sessionStorage.getItem(KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/**
 * Reloads the page unless it was already reloaded for this reason less than 60 s ago.
 * Returns false when throttled, so the caller shows an error page instead of looping.
 */
export function reloadThrottled(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (now - readLast() < RELOAD_THROTTLE_MS) return false;
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we cannot know whether we already reloaded; refusing avoids an endless loop.
    return false;
  }
  reload();
  return true;
}

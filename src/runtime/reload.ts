/** The spec's throttle: a page reload happens at most once per 60 seconds (chunk failures, auth-like statuses). */
export const RELOAD_THROTTLE_MS = 60_000;
const KEY = 'mi-portal:last-reload';

/**
 * Dispatched (cancelable) on the document by a widget chunk that wants the page reloaded. The loader owns the
 * throttle (answerReloads): the chunks carry no copy of it (issue 10: no code shared by the loader and the chunks).
 */
export const RELOAD_EVENT = 'mi-portal-reload';

function readLast(): number {
  try {
    // null, or anything that is not a number, reads as never.
    return +(sessionStorage.getItem(KEY) ?? 0) || 0;
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
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we cannot know whether we already reloaded; refusing avoids an endless loop.
    return false;
  }
  reload();
  return true;
}

/**
 * A widget's reload, through the loader's throttle: true when the page reloads, false when the throttle refused
 * (the caller shows its error page instead). A page without the loader (a chunk imported on its own) never reloads.
 */
export function askReload(doc: Document = document): boolean {
  return !doc.dispatchEvent(new Event(RELOAD_EVENT, { cancelable: true }));
}

/** The loader's side: reloads (throttled) for a widget that asks, cancelling the event when it does. Returns what stops it (tests). */
export function answerReloads(doc: Document): () => void {
  const answer = (event: Event) => {
    if (reloadThrottled()) event.preventDefault();
  };
  doc.addEventListener(RELOAD_EVENT, answer);
  return () => doc.removeEventListener(RELOAD_EVENT, answer);
}

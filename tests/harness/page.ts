/**
 * The host page's own events, as a test sees them: a widget writes a draft once the event that changed it has
 * been handled (src/element/draft.ts, saveDraftSoon), and at once when the page hides, which is what a reload
 * or a closed tab does first.
 */

/** The page hides (a reload, a closed tab, a switch to another tab): pending drafts are written. */
export function hidePage(): void {
  window.dispatchEvent(new Event('pagehide'));
}

/** A reload's first half: the page hides and its widgets are gone; render them again for the second half. */
export function unloadPage(): void {
  hidePage();
  document.body.replaceChildren();
}

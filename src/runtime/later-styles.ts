/**
 * Asks the loader for the stylesheet of what most flows show only past their first screen (the error summary,
 * error pages, dialogs: scripts/styles.ts puts them in chunks/later-<hash>.css). The loader, which knows the
 * file's name, answers by calling the event's `detail` once it applied or failed to load; a page without the
 * loader (tests) has no such sheet.
 */
export const LATER_STYLES_EVENT = 'mi-portal-later-styles';

/** Resolves once the later stylesheet applied (or could not load: what it styles still shows, plainer). */
export function loadLaterStyles(): Promise<void> {
  return new Promise((done) => {
    const asked = new CustomEvent<() => void>(LATER_STYLES_EVENT, { detail: () => done(), cancelable: true });
    // A loader that takes the request cancels the event.
    if (document.dispatchEvent(asked)) done();
  });
}

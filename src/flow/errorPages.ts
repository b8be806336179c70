import type { ApiFailure } from '../api/http';
import { GENERIC_CODE_KEY } from '../api/generic-code';
import { emit } from '../element/events';

/** The error pages' module: the pages, and their titles and message keys (src/flow/problemWords.ts). */
export type ErrorPages = typeof import('./FailureView');

let loaded: ErrorPages | undefined;

/**
 * The error pages (a failed call, an unknown route): not part of any first render, they load when a screen
 * needs one (FlowRoot), and with a form's first use (engine.ts): a call that fails because the network went away
 * then shows the connect error with its way back, not the loader's fallback for a chunk that could not load.
 */
export const errorPages = (): Promise<ErrorPages> => import('./FailureView').then((m) => (loaded = m));

/** The error pages' module if it has arrived. */
export function loadedErrorPages(): ErrorPages | undefined {
  return loaded;
}

/** The code a failed call reports in mi-error: its HTTP status, or what went wrong (`network`, `contract`, `reloading`). */
export function failureCode(failure: ApiFailure): string {
  return failure.kind === 'http' ? String(failure.status) : failure.kind;
}

/**
 * Tells the host page (`mi-error`) of a failed call, with the message key its error page (FlowRoot's) shows: at
 * once when the pages are in, once they arrive otherwise (they load to show it), and with the generic key if
 * they cannot load (the loader's fallback box shows then).
 */
export function emitFailure(host: HTMLElement, failure: ApiFailure): void {
  const pages = loaded;
  if (pages) return void emit(host, 'mi-error', pages.failureDetail(failure));
  errorPages().then(
    (m) => emit(host, 'mi-error', m.failureDetail(failure)),
    () => emit(host, 'mi-error', { code: failureCode(failure), messageKey: GENERIC_CODE_KEY }),
  );
}

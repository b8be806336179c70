import type { ApiFailure } from '../api/http';
import type { FlowProblem } from './context';
import { failureCode } from './errorPages';

// The words of the error pages, in their chunk (src/flow/errorPages.ts): no first screen names them, so their
// messages come with the pages, not with every page's first messages.

/** The mi-error detail of a failed call: its code and the message key the error page shows (a server code's: emitCodeError). */
export function failureDetail(failure: ApiFailure): { code: string; messageKey: string } {
  const code = failureCode(failure);
  switch (failure.kind) {
    case 'http':
      return { code, messageKey: failure.status >= 500 ? 'ui.errors.server.message' : `errors.http.${failure.status}` };
    case 'network':
      return { code, messageKey: 'ui.errors.connect.message' };
    default:
      return { code, messageKey: 'ui.errors.server.message' };
  }
}

/**
 * The title of the error page a problem shows (the same words as its heading), or null while the page
 * reloads and shows nothing of its own.
 */
export function problemTitle(problem: FlowProblem, t: (key: string, params?: Record<string, string | number>) => string): string | null {
  if (problem.kind === 'code') return t('ui.errors.server.title');
  const { failure } = problem;
  if (failure.kind === 'reloading') return null;
  if (failure.kind === 'network') return t('ui.errors.connect.title');
  if (failure.kind === 'http' && failure.status < 500) return t('ui.errors.status.title', { status: failure.status });
  return t('ui.errors.server.title');
}

/** The title of the not-found page. */
export function notFoundTitle(t: (key: string) => string): string {
  return t('ui.errors.notFound.title');
}

import type { FlowProblem } from './context';

/**
 * The title of the error page a problem shows (the same words as its heading), or null while the page
 * reloads and shows nothing of its own. Apart from the pages themselves, which load only once a call fails.
 */
export function problemTitle(problem: FlowProblem, t: (key: string, params?: Record<string, string | number>) => string): string | null {
  if (problem.kind === 'code') return t('ui.errors.server.title');
  const { failure } = problem;
  if (failure.kind === 'reloading') return null;
  if (failure.kind === 'network') return t('ui.errors.connect.title');
  if (failure.kind === 'http' && failure.status < 500) return t('ui.errors.status.title', { status: failure.status });
  return t('ui.errors.server.title');
}

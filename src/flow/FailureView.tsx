import { describeCode } from '../api/codes';
import { useWidget } from '../element/context';
import { useT } from '../i18n/context';
import { ConnectError, ServerErrorPage, StatusErrorPage } from '../ui';
import type { CodeContext } from '../api/codes';
import type { FlowProblem } from './context';

/** Props of the error page shown for a failed call or a server code. */
export interface FailureViewProps {
  problem: FlowProblem;
  codeContext: CodeContext;
  onRetry?: () => void;
}

/**
 * Spec section 8 as screens: server errors (5xx, broken answers, page-level codes) show the server-error
 * page with Client Relations contacts; other HTTP errors show their status and message; a network
 * failure shows the server-connect error with its details; a reload in progress shows nothing.
 */
export function FailureView({ problem, codeContext, onRetry }: FailureViewProps) {
  const { t, has } = useT();
  const { config } = useWidget();
  if (problem.kind === 'code') {
    const info = describeCode(problem.code, codeContext);
    return <ServerErrorPage support={config.support} message={t(info.key)} />;
  }
  const { failure } = problem;
  switch (failure.kind) {
    case 'reloading':
      return <div class="mi-loading" aria-busy="true" />;
    case 'network':
      return <ConnectError details={failure.details} {...(onRetry ? { onRetry } : {})} />;
    case 'contract':
      return <ServerErrorPage support={config.support} />;
    case 'http': {
      if (failure.status >= 500) return <ServerErrorPage support={config.support} />;
      const key = `errors.http.${failure.status}`;
      return <StatusErrorPage status={failure.status} message={has(key) ? t(key) : t('errors.http.other')} />;
    }
  }
}

import { useWidget } from '../element/context';
import { useT } from '../i18n/context';
import { Loading } from '../ui/Loading';
import { ServerErrorPage } from '../ui/pages/ServerErrorPage';
import { ConnectError, NotFoundPage as NotFoundText, StatusErrorPage } from '../ui/pages/SimpleErrorPages';
import { hostPagePath } from '../router/pages';
import type { CodeContext } from '../api/codes';
import type { PageConfig } from '../config/config';
import type { FlowProblem } from './context';
import { GENERIC_CODE_KEY } from '../api/generic-code';
import { useCodeKey } from './useEngine';

// FlowRoot loads this module only once a screen needs an error page: the 404 of an unknown route comes
// with it, so either arrives in one chunk, with the pages' titles and the message keys mi-error names.
export { failureDetail, notFoundTitle, problemTitle } from './problemWords';

/**
 * The 404 of an unknown route (a mistyped or outdated link), with a way forward that needs no previous page (a link
 * opened in a new tab has none): the portal's home page, when the page config names one.
 */
export function NotFoundPage() {
  const { t } = useT();
  const { locale, config } = useWidget();
  const home = hostPagePath('entry', locale, config);
  return (
    <NotFoundText>
      {home && (
        <p>
          <a href={home}>{t('ui.errors.notFound.home')}</a>
        </p>
      )}
    </NotFoundText>
  );
}

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
  const { t } = useT();
  const { config } = useWidget();
  if (problem.kind === 'failure' && problem.failure.kind === 'reloading') return <Loading />;
  // What the user typed is still in the flow's store: going back shows the form as it was. A screen whose own data
  // did not come has no form to go back to: its way back asks again, and says so.
  const back = problem.kind === 'failure' && problem.load ? 'ui.errors.connect.retry' : 'ui.errors.backToForm';
  if (problem.kind === 'failure' && problem.failure.kind === 'network') {
    return <ConnectError details={problem.failure.details} backKey={back} note={problem.note} {...(onRetry ? { onRetry } : {})} />;
  }
  return (
    <>
      <ProblemPage problem={problem} codeContext={codeContext} support={config.support} />
      {onRetry && (
        <div class="mi-button-row">
          <button type="button" class="mi-button mi-button--secondary" onClick={onRetry}>
            {t(back)}
          </button>
        </div>
      )}
    </>
  );
}

function ProblemPage({ problem, codeContext, support }: { problem: FlowProblem; codeContext: CodeContext; support: PageConfig['support'] }) {
  const { t, has } = useT();
  // Spec section 8: the server-error pages of activation, login and the registration steps say first what failed
  // (fed.errors.verifyCode, submitActivation, login, submitStep), as the call that failed told (FlowProblem).
  const lead = problem.during ? `${t(`fed.errors.${problem.during}`)} ` : '';
  if (problem.kind === 'code') return <CodePage code={problem.code} codeContext={codeContext} support={support} lead={lead} />;
  const { failure, note } = problem;
  if (failure.kind === 'http' && failure.status < 500) {
    const key = `errors.http.${failure.status}`;
    return <StatusErrorPage status={failure.status} message={has(key) ? t(key) : t('errors.http.other')} />;
  }
  // Server data (spec section 8): the HTTP status of a failed call, which Client Relations can look up.
  return (
    <ServerErrorPage
      support={support}
      message={`${lead}${t('ui.errors.server.message')}${note ? ` ${t(note)}` : ''}`}
      {...(failure.kind === 'http' ? { reference: `HTTP ${failure.status}` } : {})}
    />
  );
}

/**
 * A server code's error page, with the code for Client Relations. The code's message comes from the catalogue, part
 * of the submit engine, which is in whenever an answer brought the code; the failed calls' pages above do not wait
 * for it.
 */
function CodePage({ code, codeContext, support, lead }: { code: string; codeContext: CodeContext; support: PageConfig['support']; lead: string }) {
  const { t } = useT();
  const key = useCodeKey(code, codeContext);
  // The generic message begins with the page's title ("Something went wrong."): under it, the page's own message.
  const text = key === GENERIC_CODE_KEY ? t('ui.errors.server.message') : key && t(key);
  return key === null ? <Loading /> : <ServerErrorPage support={support} message={`${lead}${text}`} {...(code ? { reference: code } : {})} />;
}

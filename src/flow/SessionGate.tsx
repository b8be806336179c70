import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DRAFT_OWNER_KEY, lastSessionOwner } from '../element/draft';
import { useWidget } from '../element/context';
import { redirectToLogin, startSessionCheckOnRoutes } from '../router/session';
import { Loading } from '../ui/Loading';
import { FlowContext, useFlow, type FlowContextValue, type FlowProblem } from './context';

/** A call refused for want of a session (401 or 403 once the page's reload budget is spent). */
export function sessionLost(problem: FlowProblem): boolean {
  return problem.kind === 'failure' && problem.failure.kind === 'http' && (problem.failure.status === 401 || problem.failure.status === 403);
}

/**
 * Whose drafts this tab holds (src/element/draftOwner.ts): digests of the accounts signed in here. A signed-in page
 * in a tab where nobody signed in (the session came from another tab) names the account of the browser's last
 * session news, or unknown ('?') without news: the next login here, whoever's, then forgets what is typed.
 */
function markTabOwner(): void {
  try {
    const store = window.sessionStorage;
    if (store.getItem(DRAFT_OWNER_KEY) === null) store.setItem(DRAFT_OWNER_KEY, lastSessionOwner() ?? '?');
  } catch {
    // Without storage there are no drafts to protect.
  }
}

/**
 * Guards the authenticated layouts: the logged-in check runs once at start and then every interval
 * (restarted on every navigation); a signed-out user goes to the login page with the return URL and
 * why (expired=true, signedOut=true, or nothing: src/router/session.ts). Children render only once the first check said "signed in" (then `onShown`). A call of the children
 * refused for want of a session ends on the same login page: a 401/403 reloads the page (spec section 7)
 * and the check after the reload redirects; when the reload was throttled, the refusal redirects itself.
 */
export function SessionGate({ children, onShown }: { children: ComponentChildren; onShown?: () => void }) {
  const { config, host } = useWidget();
  const win = host.ownerDocument.defaultView ?? window;
  const flow = useFlow();
  const { api, router, fail } = flow;
  const [signedIn, setSignedIn] = useState(false);
  const shown = useRef(false);
  const guarded = useMemo<FlowContextValue>(
    () => ({ ...flow, fail: (problem) => (sessionLost(problem) ? redirectToLogin(config, win) : flow.fail(problem)) }),
    [flow, config, win],
  );

  useEffect(() => {
    return startSessionCheckOnRoutes(router, {
      intervalMs: config.sessionCheckIntervalMs,
      check: async () => {
        const result = await api.loggedInStatus();
        if (!result.ok) {
          const problem: FlowProblem = { kind: 'failure', failure: result.failure };
          // Refused for want of a session: the login page, as for any call. Otherwise the first check has nothing
          // to show instead of its error page; a later one leaves the screen (and what is typed) as it is, and
          // the next check decides (a network blip in the background must not take the form away).
          if (sessionLost(problem)) redirectToLogin(config, win);
          // (The page's own data did not come: its way back asks again, "Try again", not "Back to the form".)
          else if (!shown.current) fail({ ...problem, load: true });
          throw new Error('logged-in check failed');
        }
        const ok = Boolean(result.data.loggedIn);
        if (ok) {
          shown.current = true;
          markTabOwner();
          setSignedIn(true);
        }
        return ok;
      },
      onSignedOut: () => redirectToLogin(config, win),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail is new on each navigation; the checker restarts on navigation itself
  }, [router, api, config, win]);

  // In the commit that shows the screen: FlowRoot moves focus to its heading when it was waiting for it.
  useLayoutEffect(() => {
    if (signedIn) onShown?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen first shows
  }, [signedIn]);

  if (!signedIn) return <Loading />;
  return <FlowContext.Provider value={guarded}>{children}</FlowContext.Provider>;
}

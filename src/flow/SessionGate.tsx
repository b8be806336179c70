import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useWidget } from '../element/context';
import { loginRedirectUrl, startSessionCheckOnRoutes } from '../router/session';
import { Loading } from '../ui/Loading';
import { useFlow } from './context';

/**
 * Guards the authenticated layouts: the logged-in check runs once at start and then every interval
 * (restarted on every navigation); a signed-out user goes to the login page with the return URL and
 * expired=true. Children render only once the first check said "signed in".
 */
export function SessionGate({ children }: { children: ComponentChildren }) {
  const { config, host } = useWidget();
  const { api, router, fail } = useFlow();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    const win = host.ownerDocument.defaultView ?? window;
    return startSessionCheckOnRoutes(router, {
      intervalMs: config.sessionCheckIntervalMs,
      check: async () => {
        const result = await api.loggedInStatus();
        if (!result.ok) {
          fail({ kind: 'failure', failure: result.failure });
          throw new Error('logged-in check failed');
        }
        const ok = Boolean(result.data.loggedIn);
        if (ok) setSignedIn(true);
        return ok;
      },
      onSignedOut: () => win.location.assign(loginRedirectUrl(win.location, config)),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail is new on each navigation; the checker restarts on navigation itself
  }, [router, api, config, host]);

  if (!signedIn) return <Loading />;
  return <>{children}</>;
}

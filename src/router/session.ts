import type { PageConfig } from '../config/config';
import { SESSION_SIGNAL_KEY } from '../element/draft';
import { localeFromPath } from '../i18n/locale';
import { formatHash } from './hash';
import { hostPagePath } from './pages';
import type { Router } from './router';
import { routeByName } from './routes';
import { safeReturnPath } from './safe-url';

/** What the periodic logged-in check needs. */
export interface SessionCheckOptions {
  /** Resolves true while signed in (the `loggedInStatus` call). A rejection is not a sign-out. */
  check: () => Promise<boolean>;
  /** Default 2,400,000 ms (`config.sessionCheckIntervalMs`). */
  intervalMs: number;
  onSignedOut: () => void;
}

/**
 * Runs the logged-in check once now and then every interval (spec section 4, "Session"); stops after
 * reporting a sign-out. Returns stop(); a check still in flight when stopped is ignored.
 */
export function startSessionCheck(options: SessionCheckOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const run = () => {
    options.check().then(
      (signedIn) => {
        if (stopped || signedIn) return;
        stop();
        options.onSignedOut();
      },
      // A network failure says nothing about the session; the next tick tries again.
      () => undefined,
    );
  };
  run();
  timer = setInterval(run, options.intervalMs);
  return stop;
}

/**
 * Ties the check to a router: the timer is cleared and the check restarted on every navigation, as the
 * spec requires. Returns stop(), to call when the widget unmounts or leaves an authenticated layout.
 */
export function startSessionCheckOnRoutes(router: Router, options: SessionCheckOptions): () => void {
  let stopCheck = startSessionCheck(options);
  const unsubscribe = router.subscribe(() => {
    stopCheck();
    stopCheck = startSessionCheck(options);
  });
  return () => {
    unsubscribe();
    stopCheck();
  };
}

/** The parts of `window.location` that make the return URL. */
export interface ReturnLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** Why a signed-in page sends the visitor to login: the login page says so (nothing for one never signed in here). */
export type SignedOutWhy = 'expired' | 'signedOut' | null;

/**
 * The login page URL for a signed-out user: `{login page}#/{locale}/login?url=<return>&expired=true` (or
 * `signedOut=true`, or neither: see SignedOutWhy). The return URL (the current page and route) is included only when
 * it is a safe same-origin path.
 */
export function loginRedirectUrl(current: ReturnLocation, config: PageConfig, why: SignedOutWhy = 'expired'): string {
  const locale = localeFromPath(current.pathname);
  const page = hostPagePath('login', locale, config) ?? current.pathname;
  const back = safeReturnPath(`${current.pathname}${current.search}${current.hash}`, current.origin);
  const query: Record<string, string> = { ...(back === null ? {} : { url: back }), ...(why ? { [why]: 'true' } : {}) };
  return `${current.origin}${page}${formatHash(locale, routeByName('login').path, query)}`;
}

/**
 * Why the session is gone, from this browser's last session news (src/element/draftOwner.ts writes `<owner> <time>`
 * at a login, ` <time>` at a sign-out): a sign-out (Back to a signed-in page after it, or a tab another tab signed
 * out), a timeout after a login here, or nothing to say to a visitor who never signed in in this browser. The spec
 * says expired=true for every signed-out visitor; the two others are our departure (README, Embedding), so that
 * neither a sign-out nor a first visit is told "Session timed out". A host login that is not `<mi-login>` writes no
 * news: after it, a timeout says what the last news of ours said.
 */
function whySignedOut(win: Window): SignedOutWhy {
  try {
    const news = win.localStorage.getItem(SESSION_SIGNAL_KEY);
    return news === null ? null : news.startsWith(' ') ? 'signedOut' : 'expired';
  } catch {
    // Storage blocked: nothing tells a timeout from a first visit, and the spec's notice is the timeout's.
    return 'expired';
  }
}

/**
 * Sends a signed-out user to the login page (the usual `onSignedOut` of authenticated layouts), in place of the
 * signed-in page: that page would only send Back here again, so the user could never go back past it.
 */
export function redirectToLogin(config: PageConfig, win: Window = window): void {
  win.location.replace(loginRedirectUrl(win.location, config, whySignedOut(win)));
}

import type { IncomingMessage } from 'node:http';
import type { Locale } from '../../src/i18n/locale';
import type { Captcha } from './captcha';
import type { Clock } from './clock';
import type { Database } from './db';
import type { LoadedSession, SessionData, Sessions } from './sessions';

/** What every handler can reach: the store, the clock, sessions and the captcha. */
export interface Deps {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  captcha: Captcha;
  testHooks: boolean;
}

/** A non-200 answer a handler raises (403 without a session, 501 not implemented …). */
export class HttpError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(`HTTP ${status}`);
  }
}

/** One request as handlers see it. */
export interface Ctx {
  deps: Deps;
  locale: Locale;
  req: IncomingMessage;
  /** The session, created (and its cookie set) on first use. */
  session(): SessionData;
  /** The session if one exists; never creates one. */
  peek(): SessionData | undefined;
  /** Starts a signed-in session under a fresh id (no session fixation); in-progress flows are dropped. */
  signIn(userId: number): void;
  /** Ends the session and clears the cookie. */
  signOut(): void;
  /** Ends the signed-in user's sessions in other browsers, keeping this one. */
  endOtherSessions(userId: number): void;
  /** Set-Cookie values to send with the answer. */
  readonly cookies: string[];
  /** Writes the request's session changes to the store; the router awaits it before answering. */
  commit(): Promise<void>;
}

/** Reads the request's session from the store (extending it unless told not to), then builds its context. */
export async function openCtx(deps: Deps, req: IncomingMessage, locale: Locale, extend = true): Promise<Ctx> {
  return createCtx(deps, req, locale, await deps.sessions.read(req.headers.cookie, extend));
}

/**
 * Builds the per-request context around the session read for it (none by default). Session changes
 * stay in the request until `commit`, so handlers keep changing session data in place.
 */
export function createCtx(deps: Deps, req: IncomingMessage, locale: Locale, loaded?: LoadedSession): Ctx {
  let current = loaded;
  const ended: string[] = [];
  let endOthersOf: number | undefined;
  const cookies: string[] = [];
  function start(data: SessionData): SessionData {
    if (current) ended.push(current.id);
    current = { id: deps.sessions.newId(), data };
    cookies.push(deps.sessions.cookie(current.id));
    return data;
  }
  return {
    deps,
    locale,
    req,
    cookies,
    peek: () => current?.data,
    session: () => current?.data ?? start({}),
    signIn(userId) {
      start({ userId, since: deps.clock.now() });
    },
    endOtherSessions(userId) {
      endOthersOf = userId;
    },
    signOut() {
      if (current) ended.push(current.id);
      current = undefined;
      cookies.push(deps.sessions.cookie(null));
    },
    commit: () => deps.sessions.save({ ended: ended.splice(0), current, endOthersOf }),
  };
}

/** The answer of a signed-in call without the session it needs: a 403 "please login" (spec section 8). */
export function pleaseLogin(): HttpError {
  return new HttpError(403, { result: 'failure', errCode: '403', message: 'Please login.' });
}

/** The signed-in user's id, or a 403 "please login" (spec section 8). */
export function requireUser(ctx: Ctx): number {
  const userId = ctx.peek()?.userId;
  if (userId === undefined) throw pleaseLogin();
  return userId;
}

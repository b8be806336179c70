import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Locale } from '../../src/i18n/locale';
import type { Captcha } from './captcha';
import type { Clock } from './clock';
import type { SessionData, Sessions } from './sessions';

/** What every handler can reach: the store, the clock, sessions and the captcha. */
export interface Deps {
  db: PGlite;
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
}

/** Builds the per-request context around the session table. */
export function createCtx(deps: Deps, req: IncomingMessage, locale: Locale): Ctx {
  let current = deps.sessions.read(req.headers.cookie);
  const cookies: string[] = [];
  return {
    deps,
    locale,
    req,
    cookies,
    peek: () => current?.data,
    session() {
      if (!current) {
        const data: SessionData = {};
        const id = deps.sessions.create(data);
        current = { id, data };
        cookies.push(deps.sessions.cookie(id));
      }
      return current.data;
    },
    signIn(userId) {
      if (current) deps.sessions.destroy(current.id);
      const data: SessionData = { userId };
      const id = deps.sessions.create(data);
      current = { id, data };
      cookies.push(deps.sessions.cookie(id));
    },
    endOtherSessions(userId) {
      deps.sessions.destroyUser(userId, current?.id);
    },
    signOut() {
      if (current) deps.sessions.destroy(current.id);
      current = undefined;
      cookies.push(deps.sessions.cookie(null));
    },
  };
}

/** The signed-in user's id, or a 403 "please login" (spec section 8). */
export function requireUser(ctx: Ctx): number {
  const userId = ctx.peek()?.userId;
  if (userId === undefined) throw new HttpError(403, { result: 'failure', errCode: '403', message: 'Please login.' });
  return userId;
}

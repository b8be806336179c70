import type { AnswerOf, CallName, QueryOf, RequestOf } from '../../../src/contract';
import type { Ctx } from '../context';
import type { LoginKeys } from '../guessing';
import { message, type MessageKey } from '../messages';
import { normaliseEmail } from '../users';

/** A typed handler of one call of the contract table. */
export type Handler<N extends CallName> = (ctx: Ctx, input: { body: RequestOf<N>; query: QueryOf<N> }) => Promise<AnswerOf<N>>;

/** Handlers for some calls; a call without one answers 501. */
export type Handlers = { [N in CallName]?: Handler<N> };

/** A business failure: HTTP 200 with the code and its localized message (the client reloads on 4xx). */
export function fail(ctx: Ctx, errCode: MessageKey, text?: string) {
  return { result: 'failure' as const, errCode, message: text ?? message(ctx.locale, errCode) };
}

/** A success with an optional message. */
export function ok(text: string | null = null) {
  return { result: 'success' as const, message: text, errCode: null };
}

/**
 * What a failed password check counts against: the email as typed (known or not, so the answers do not tell
 * which emails have accounts) and the connection's address. X-Forwarded-For is not trusted: anyone
 * could send one; behind a proxy this key is the proxy's (see the README).
 */
export function loginKeys(ctx: Ctx, emailId: string): LoginKeys {
  return { account: normaliseEmail(emailId), client: ctx.req.socket.remoteAddress ?? 'unknown' };
}

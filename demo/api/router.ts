import type { IncomingMessage, ServerResponse } from 'node:http';
import { calls, type CallName, type CallSpec } from '../../src/contract';
import { LOCALES, type Locale } from '../../src/i18n/locale';
import { HttpError, openCtx, requireUser, type Ctx, type Deps } from './context';
import { hashingFull } from './crypto';
import { BadRequest, readBody, Refused, sendFailure, sendJson, sendRefused } from './http';
import { asRequest, Busy, BUSY_MESSAGE } from './limits';
import { inboundCookies, outboundCookie, servedOverHttps } from './transport';
import type { Handlers } from './routes/common';

interface Route {
  name: CallName;
  spec: CallSpec;
  locale: Locale;
  /** The same path serves both languages (cancelSession, docusignFunds …): the locale comes from the query. */
  shared: boolean;
}

type AnyHandler = (ctx: Ctx, input: { body: unknown; query: unknown }) => Promise<unknown>;

/** Maps "METHOD path" to its call, for every call of the contract in both languages. */
export function routeTable(): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const [name, spec] of Object.entries(calls) as [CallName, CallSpec][]) {
    const shared = spec.path('en') === spec.path('fr');
    for (const locale of LOCALES) {
      const key = `${spec.method} ${spec.path(locale)}`;
      if (!table.has(key)) table.set(key, { name, spec, locale, shared });
    }
  }
  return table;
}

/** The methods each path of a route table answers, for 405's `Allow` header (e.g. "GET" or "GET, POST"). */
export function allowedMethods(table: ReadonlyMap<string, Route>): Map<string, string> {
  const byPath = new Map<string, string[]>();
  for (const key of table.keys()) {
    const [method = '', path = ''] = key.split(' ');
    byPath.set(path, [...(byPath.get(path) ?? []), method].sort());
  }
  return new Map([...byPath].map(([path, methods]) => [path, methods.join(', ')]));
}

// Public calls that always pay a password hash: while the hashing queue is full they are refused
// before their body is read or the database is asked, so a burst of logins costs the event loop little.
const HASHING_CALLS: ReadonlySet<CallName> = new Set<CallName>(['login']);

// A NUL or another control character (tab and line breaks aside), or half of a surrogate pair: no form field
// holds one, and PostgreSQL refuses both in text (a NUL) or JSON (a lone surrogate) with an error, not a 400.
// eslint-disable-next-line no-control-regex
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (key or value) that holds an unreadable character, if any. */
function unreadableAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNREADABLE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNREADABLE.test(key)) return [...path, '(key)'];
    const found = unreadableAt(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function check(value: unknown, schema: CallSpec['request'], what: string): unknown {
  const unreadable = unreadableAt(value);
  if (unreadable) throw new BadRequest(`Invalid ${what}: ${unreadable.join('.') || '(root)'} holds a control character or broken Unicode`);
  if (!schema) return value;
  const [error, valid] = schema.validate(value, { coerce: true });
  // The field and what it should be ("roleId: Expected a string"), not what was sent: the value is the client's.
  if (error) throw new BadRequest(`Invalid ${what}: ${error.path.join('.') || '(root)'}: ${error.message.replace(/^At path: .*? -- /, '').split(', but received')[0]}`);
  return valid;
}

/**
 * Answers one API call: validates query and body with the contract, runs the handler, checks the
 * answer against the contract too (a mismatch is a server bug: logged, and a 500 under test hooks).
 */
export async function dispatch(deps: Deps, handlers: Handlers, route: Route, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const lang = url.searchParams.get('lang');
  const locale: Locale = route.shared && (lang === 'fr' || lang === 'en') ? lang : route.locale;
  // The session table reads req.headers.cookie: over HTTPS it sees only the __Host- cookie, under its plain name.
  if (servedOverHttps(req)) req.headers.cookie = inboundCookies(req.headers.cookie, true);
  // The periodic logged-in check runs on its own in an open tab: it must not keep an unattended session alive.
  const ctx = await openCtx(deps, req, locale, route.name !== 'loggedInStatus');
  const handler = handlers[route.name] as AnyHandler | undefined;
  try {
    if (HASHING_CALLS.has(route.name) && hashingFull()) throw new Busy();
    // A call of a signed-in page answers a visitor without a session "Please login." (403, spec section 8) before
    // its body is read: a 400 about the body would hide why it was refused.
    if (route.spec.access === 'session') requireUser(ctx);
    const query = check(Object.fromEntries(url.searchParams), route.spec.query, 'query');
    const raw = route.spec.method === 'POST' ? await readBody(req) : {};
    const body = check(raw, route.spec.request, 'payload');
    if (!handler) throw new HttpError(501, { result: 'failure', errCode: 'not_implemented', message: `${route.name} is not implemented by the demo API` });
    const answer = await asRequest(() => handler(ctx, { body, query }));
    const [mismatch] = route.spec.answer.validate(answer);
    if (mismatch) {
      console.error(`[demo-api] ${route.name} answer breaks the contract: ${mismatch.message}`);
      if (deps.testHooks) throw new Error(`answer of ${route.name} breaks the contract`);
    }
    await ctx.commit();
    sendJson(res, 200, answer, cookieHeader(ctx));
  } catch (error) {
    // A refusal keeps what the handler did to the session (a step reached, a sign-out); a crash keeps nothing.
    if (error instanceof Refused || error instanceof Busy || error instanceof HttpError) await ctx.commit();
    if (error instanceof Refused) {
      sendRefused(res, error, cookieHeader(ctx));
    } else if (error instanceof Busy) {
      // Too many hashes queued (50 logins at once): refuse quickly so static files and checks stay fast.
      const headers = { ...cookieHeader(ctx), 'Retry-After': String(error.retryAfterSeconds) };
      sendJson(res, 429, { result: 'failure', errCode: 'busy', message: BUSY_MESSAGE[ctx.locale] }, headers);
    } else if (error instanceof HttpError) {
      sendJson(res, error.status, error.body, cookieHeader(ctx));
    } else {
      sendFailure(res, route.name, error);
    }
  }
}

function cookieHeader(ctx: Ctx): Record<string, string> {
  // Every cookie set during a request is the session cookie: the last one is the one that counts.
  const last = ctx.cookies[ctx.cookies.length - 1];
  return last ? { 'Set-Cookie': outboundCookie(last, servedOverHttps(ctx.req)) } : {};
}

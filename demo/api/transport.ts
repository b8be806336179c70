import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { SESSION_COOKIE } from './sessions';

/**
 * How the demo server tells that a request reached it over HTTPS (then the session cookie is
 * `__Host-mi_session; Secure` and answers carry HSTS):
 * - 'tls': only when its own socket is TLS; `npm start` serves plain HTTP, so never (the default);
 * - 'forwarded': also when a trusted reverse proxy says `X-Forwarded-Proto: https` (DEMO_TRUST_PROXY=1).
 *   Only behind a proxy that sets the header itself: a client could send it too;
 * - 'always': every request (DEMO_HTTPS=1), for a server reachable only through a TLS terminator.
 */
export type HttpsMode = 'tls' | 'forwarded' | 'always';

/** HSTS of HTTPS answers: one year, this host only (the demo may share a domain with other sites). */
export const HSTS = 'max-age=31536000';

const overHttps = new WeakSet<IncomingMessage>();

function forwardedHttps(req: IncomingMessage): boolean {
  const header = req.headers['x-forwarded-proto'];
  // Each proxy appends its own value: the last one is the trusted proxy's.
  const last = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').pop()?.trim().toLowerCase();
  return last === 'https';
}

/** Decides once per request whether it came over HTTPS under `mode`, remembers it and returns it. */
export function markTransport(req: IncomingMessage, mode: HttpsMode): boolean {
  const tls = (req.socket as Partial<TLSSocket>).encrypted === true;
  const https = tls || mode === 'always' || (mode === 'forwarded' && forwardedHttps(req));
  if (https) overHttps.add(req);
  return https;
}

/** True when the server marked this request as served over HTTPS. */
export function servedOverHttps(req: IncomingMessage): boolean {
  return overHttps.has(req);
}

// The session table always speaks `mi_session`; over HTTPS the name on the wire is `__Host-mi_session`.
const HOST_PREFIX = '__Host-';

/**
 * The Cookie header as the session table should read it. Over HTTPS only the `__Host-` cookie counts
 * as the session: a plain `mi_session` could have been planted over HTTP or by a sibling subdomain.
 */
export function inboundCookies(header: string | undefined, https: boolean): string | undefined {
  if (!https || header === undefined) return header;
  return header.split(';').map((pair) => pair.trim())
    .filter((pair) => !pair.startsWith(`${SESSION_COOKIE}=`))
    .map((pair) => (pair.startsWith(`${HOST_PREFIX}${SESSION_COOKIE}=`) ? pair.slice(HOST_PREFIX.length) : pair))
    .join('; ');
}

/** A Set-Cookie of the session table as sent: over HTTPS renamed `__Host-mi_session` and marked Secure (Path=/, no Domain). */
export function outboundCookie(setCookie: string, https: boolean): string {
  if (!https || !setCookie.startsWith(`${SESSION_COOKIE}=`)) return setCookie;
  return `${HOST_PREFIX}${setCookie}${/;\s*Secure(;|$)/i.test(setCookie) ? '' : '; Secure'}`;
}

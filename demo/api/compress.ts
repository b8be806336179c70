/**
 * Static files served as a CDN or AEM's dispatcher would: text compressed (brotli or gzip, as the browser
 * accepts) and hashed chunks cached for a year as immutable. Uncompressed, the widget's bytes cost more on
 * a slow connection than the code itself; a hashed file never changes, so a browser need not ask again.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { basename, dirname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A content coding the demo server can send. */
export type Encoding = 'br' | 'gzip';

/** Cache-Control of a hashed chunk: its name changes with its content, so it can be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: the browser revalidates, so a rebuild shows at once. */
export const REVALIDATE = 'no-cache';

// The build names every file directly in dist/chunks/ `<name>-<6-character hash>.js` (or .css; HASH_LENGTH of
// rollup.config.mjs); the ALTCHA workers in chunks/altcha/ keep their package names and are not immutable.
const HASHED = /-[A-Za-z0-9_-]{7}\.(?:js|css)$/;

/** Whether a file is a content-hashed build output (directly in a `chunks` folder, name ending in its hash). */
export function isHashedChunk(file: string): boolean {
  return basename(dirname(file)) === 'chunks' && HASHED.test(basename(file));
}

/** Whether a content type is text worth compressing (images are already compressed). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/.test(contentType);
}

/**
 * The coding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none. A coding
 * listed with q=0 is refused; `*` accepts both.
 */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (coding: Encoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  return ok('gzip') ? 'gzip' : undefined;
}

// Compressed once per file version (one entry per file and coding): brotli at quality 11 is slow, and the
// files only change on a rebuild.
const cache = new Map<string, { stamp: string; body: Buffer }>();

function encode(data: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
    : gzipSync(data, { level: 9 });
}

/**
 * The validators of a file version, as a CDN or nginx sends them: a revalidated file (the loader, the base stylesheet,
 * the pages) is then answered 304 with no body when the browser has it already, instead of being sent again on
 * every page view. Weak: the same version is sent brotli, gzip or plain.
 */
export function validators({ mtimeMs, size }: { mtimeMs: number; size: number }): { ETag: string; 'Last-Modified': string } {
  return { ETag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`, 'Last-Modified': new Date(mtimeMs).toUTCString() };
}

/** Whether a conditional request names the version it would get (If-None-Match first, as RFC 9110 says). */
export function notModified(req: Pick<IncomingMessage, 'headers'> | undefined, sent: { ETag: string; 'Last-Modified': string }): boolean {
  const match = req?.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === sent.ETag.replace(/^W\//, ''));
  const since = Date.parse(req?.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(Date.parse(sent['Last-Modified']) / 1000) <= Math.floor(since / 1000);
}

/**
 * What to send for a static file: 304 with no body when the request names the version it would get, else its bytes
 * (compressed when the type and the request allow); and the headers that describe them.
 */
export interface StaticBody {
  status: 200 | 304;
  body: Buffer;
  headers: Record<string, string | number>;
}

/**
 * The answer for `file` (of `contentType`) to `req`: Cache-Control, the validators, for compressible types Vary, and
 * for a 200 Content-Length plus Content-Encoding when one was picked.
 */
export function staticBody(req: Pick<IncomingMessage, 'headers'> | undefined, file: string, contentType: string): StaticBody {
  const { mtimeMs, size } = statSync(file);
  const version = validators({ mtimeMs, size });
  const headers: Record<string, string | number> = { 'Cache-Control': isHashedChunk(file) ? IMMUTABLE : REVALIDATE, ...version };
  const compressible = isCompressible(contentType);
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (notModified(req, version)) return { status: 304, body: Buffer.alloc(0), headers };
  const encoding = compressible ? pickEncoding(req?.headers['accept-encoding']) : undefined;
  let body: Buffer;
  if (encoding) {
    const key = `${encoding}:${file}`;
    const stamp = `${mtimeMs}:${size}`;
    const hit = cache.get(key);
    body = hit?.stamp === stamp ? hit.body : encode(readFileSync(file), encoding);
    cache.set(key, { stamp, body });
    headers['Content-Encoding'] = encoding;
  } else body = readFileSync(file);
  headers['Content-Length'] = body.length;
  return { status: 200, body, headers };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { MAX_BODY_BYTES, MAX_FIELD_BYTES, MAX_JSON_DEPTH, MAX_PARTS } from './limits';

/** A request refused before or while it is read: status, code and message (413, 415 …), never a stack trace. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly errCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A request the API refuses as malformed: answered 400 with a code, never a stack trace. */
export class BadRequest extends Refused {
  constructor(message: string, errCode = 'bad_request', extra: Record<string, unknown> = {}) {
    super(400, errCode, message, extra);
  }
}

// A body cut off by the client or by the request timeout: nothing to log, the socket is gone anyway.
const incomplete = () => new Refused(408, 'timeout', 'The request body did not arrive completely');

// The rest of an oversized body is not read: the connection closes after the 413.
const tooLarge = (what: string) => new Refused(413, 'too_large', `${what} is larger than the server accepts`, {}, { Connection: 'close' });

/** Headers every response carries. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

/** Sends a JSON answer with no caching (answers are per session). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * Answers 500 (sc002) for an unexpected error and logs its stack only: a database error object also carries
 * the statement's parameters (names, emails, phones), which must not reach the logs.
 */
export function sendFailure(res: ServerResponse, where: string, error: unknown): void {
  console.error(`[demo-api] ${where} failed: ${error instanceof Error ? (error.stack ?? error.message) : 'unknown error'}`);
  sendJson(res, 500, { result: 'failure', errCode: 'sc002', message: 'The operation could not be completed.' });
}

/** Sends a Refused as its JSON answer with its headers (plus any the caller adds, e.g. a cookie). */
export function sendRefused(res: ServerResponse, error: Refused, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, { result: 'failure', errCode: error.errCode, message: error.message, ...error.extra }, { ...headers, ...error.headers });
}

function declaredTooLarge(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES;
}

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (declaredTooLarge(req)) return reject(tooLarge('The request body'));
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      reject(tooLarge('The request body'));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(incomplete()));
  });
}

function readMultipart(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    if (declaredTooLarge(req)) return reject(tooLarge('The request body'));
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_PARTS, files: 0, parts: MAX_PARTS } });
    } catch {
      reject(new BadRequest('Malformed multipart body'));
      return;
    }
    let size = 0;
    // Stops reading at the first refusal: busboy would otherwise go on parsing the whole body.
    const stop = (error: Refused) => {
      req.off('data', count);
      req.unpipe(parser);
      reject(error);
    };
    const count = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) stop(tooLarge('The request body'));
    };
    req.on('data', count);
    req.on('error', () => stop(incomplete()));
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return stop(tooLarge(`Field ${name}`));
      fields[name] = value;
    });
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('filesLimit', () => stop(new Refused(415, 'unsupported_media_type', 'Files are not accepted')));
    parser.on('fieldsLimit', () => stop(tooLarge(`A body with more than ${MAX_PARTS} fields`)));
    parser.on('partsLimit', () => stop(tooLarge(`A body with more than ${MAX_PARTS} parts`)));
    parser.on('error', () => reject(new BadRequest('Malformed multipart body')));
    parser.on('close', () => resolve(fields));
    req.pipe(parser);
  });
}

/** True when JSON text nests arrays/objects deeper than `max`; a scan without recursion, strings skipped. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Reads a request body by its content type: JSON, urlencoded or multipart form fields; any other
 * type is refused with 415 (a text/plain form post must never pass for a form). An empty body
 * reads as an empty object. Too large is 413, unparsable or nested too deep is 400.
 */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data') return readMultipart(req);
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded' && type !== '') {
    throw new Refused(415, 'unsupported_media_type', `Unsupported content type ${type}: send JSON, urlencoded or multipart form data`);
  }
  const raw = await readRaw(req);
  if (raw.length === 0) return {};
  if (type === '') throw new Refused(415, 'unsupported_media_type', 'A body needs a Content-Type: JSON, urlencoded or multipart form data');
  const text = raw.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequest(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('Malformed JSON body');
  }
}

/** Parses the Cookie header into name/value pairs. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a cookie we cannot decode is ignored rather than failing the request
    }
  }
  return out;
}

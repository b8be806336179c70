import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';

/** A request the API refuses as malformed: answered 400 with a code, never a stack trace. */
export class BadRequest extends Error {
  constructor(message: string, readonly errCode = 'bad_request', readonly extra: Record<string, unknown> = {}) {
    super(message);
  }
}

/** Largest body the demo API reads (forms are small; anything bigger is refused). */
export const MAX_BODY_BYTES = 64 * 1024;

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

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BadRequest('Request body too large', 'payload_too_large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function readMultipart(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: 16 * 1024, fields: 100, files: 0, parts: 100 } });
    } catch {
      reject(new BadRequest('Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return reject(new BadRequest(`Field ${name} too long`));
      fields[name] = value;
    });
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('filesLimit', () => reject(new BadRequest('Files are not accepted')));
    parser.on('fieldsLimit', () => reject(new BadRequest('Too many fields')));
    parser.on('error', () => reject(new BadRequest('Malformed multipart body')));
    parser.on('close', () => resolve(fields));
    req.pipe(parser);
  });
}

/**
 * Reads a request body by its content type: JSON, urlencoded or multipart form fields.
 * An empty body reads as an empty object. Anything unparsable is a BadRequest.
 */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data') return readMultipart(req);
  const raw = await readRaw(req);
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (type === 'application/json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BadRequest('Malformed JSON body');
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'text/plain' || type === '') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw new BadRequest(`Unsupported content type ${type}`, 'unsupported_media_type');
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

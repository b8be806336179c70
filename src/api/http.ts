import redaxios from 'redaxios';
import type { PageConfig } from '../config/config';
import { askReload } from '../runtime/reload';

/** Statuses after which the spec reloads the page (section 7). */
export const RELOAD_STATUSES: ReadonlySet<number> = new Set([301, 302, 400, 401, 402, 403]);

/** Why a call did not produce a usable answer. Business errors (errCode) are NOT failures: they are in the answer. */
export type ApiFailure =
  /** A reload was triggered; render nothing more. */
  | { kind: 'reloading'; status: number }
  /** An HTTP error (or a second reload-status within 60 s): show the status error page. */
  | { kind: 'http'; status: number }
  /** The server could not be reached: show the server-connect error with its details. */
  | { kind: 'network'; details: string }
  /** The answer did not match the contract: treated as a 500 (spec: "undefined result"). */
  | { kind: 'contract'; details: string };

/** The outcome of one call. */
export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; failure: ApiFailure };

/** The part of a schema (src/contract/schema.ts) the client needs (the contract's `Schema`). */
export interface AnswerSchema<T> {
  validate(value: unknown, options?: { coerce?: boolean }): [Error, undefined] | [undefined, T];
}

/** Request body encodings used by the backend. */
export type BodyKind = 'form' | 'multipart' | 'json' | 'none';

/** Options of one request. */
export interface RequestOptions<T> {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string> | undefined;
  body?: Record<string, unknown> | undefined;
  bodyKind?: BodyKind;
  /** The answer's contract; omitted when only the status matters (contact form). */
  answer?: AnswerSchema<T>;
}

/** What the client needs from the page: base address and bearer token, plus an injectable fetch for tests. */
export interface HttpSettings {
  apiBase: string;
  token: string;
  fetch?: typeof fetch;
  /** Injected for tests; defaults to the loader's 60 s throttle (askReload). */
  reload?: () => boolean;
  /** How long a call may go unanswered before it counts as a failed connection; 60 s unless a test says otherwise. */
  timeoutMs?: number;
}

function encode(body: Record<string, unknown> | undefined, kind: BodyKind): BodyInit | Record<string, unknown> | undefined {
  if (!body || kind === 'none') return undefined;
  if (kind === 'json') return body;
  const entries = Object.entries(body).filter(([, v]) => v !== undefined && v !== null);
  if (kind === 'multipart') {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, String(v));
    return data;
  }
  const params = new URLSearchParams();
  for (const [k, v] of entries) params.append(k, String(v));
  return params;
}

/** Builds the HTTP client of one page: bearer token on every request, cookies included, redirects not followed. */
export function createHttp(settings: HttpSettings) {
  const baseFetch = settings.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const client = redaxios.create({
    baseURL: settings.apiBase.replace(/\/$/, ''),
    withCredentials: true,
    headers: settings.token ? { Authorization: `Bearer ${settings.token}` } : {},
    // A followed 301/302 would hide the status the spec reacts to, so redirects are left to us.
    // A call that never answers would say "Sending…" forever: after the timeout it is the connect error, with its way
    // forward (a browser without AbortSignal.timeout waits as before).
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      baseFetch(input, { ...init, redirect: 'manual', signal: AbortSignal.timeout?.(settings.timeoutMs ?? 60_000) })) as typeof fetch,
    validateStatus: () => true,
  });
  const reload = settings.reload ?? (() => askReload());

  return async function request<T>(options: RequestOptions<T>): Promise<ApiResult<T>> {
    const kind = options.bodyKind ?? (options.method === 'GET' ? 'none' : 'form');
    let response: { status: number; type?: string; data: unknown };
    try {
      response = await client({
        url: options.path,
        method: options.method.toLowerCase() as 'get' | 'post',
        params: options.query,
        data: encode(options.body, kind),
      });
    } catch (error) {
      return { ok: false, failure: { kind: 'network', details: error instanceof Error ? error.message : String(error) } };
    }
    const status = response.type === 'opaqueredirect' ? 302 : response.status;
    if (RELOAD_STATUSES.has(status)) {
      return { ok: false, failure: reload() ? { kind: 'reloading', status } : { kind: 'http', status } };
    }
    if (status < 200 || status >= 300) return { ok: false, failure: { kind: 'http', status } };
    if (!options.answer) return { ok: true, data: response.data as T, status };
    const [error, data] = options.answer.validate(response.data, { coerce: true });
    if (error) return { ok: false, failure: { kind: 'contract', details: error.message } };
    return { ok: true, data, status };
  };
}

/** The request function returned by createHttp. */
export type Http = ReturnType<typeof createHttp>;

/** HTTP settings from the page config. */
export function httpSettings(config: PageConfig): HttpSettings {
  return { apiBase: config.apiBase, token: config.token };
}

import type { StructError } from './schema';
import type { Locale } from '../i18n/locale';

/**
 * How a call sends its payload. 'form' and 'multipart' are both form fields: the demo API accepts
 * urlencoded and multipart for either; 'multipart' marks the calls the spec says are multipart.
 */
export type BodyKind = 'none' | 'form' | 'multipart' | 'json';

/** Who may make a call: anyone holding the bearer token, or only a signed-in session (spec section 6). */
export type Access = 'public' | 'session';

/**
 * The part of a Struct (./schema) that callers of the table use: a covariant view, so the table
 * keeps each entry's exact Struct.
 */
export interface Schema<T = unknown> {
  readonly TYPE: T;
  is(value: unknown): value is T;
  validate(value: unknown, options?: { coerce?: boolean }): [StructError, undefined] | [undefined, T];
}

/** One backend call: method, path per locale, payload kind and schemas of query, body and answer. */
export interface CallSpec {
  method: 'GET' | 'POST';
  path: (locale: Locale) => string;
  body: BodyKind;
  access: Access;
  query?: Schema;
  request?: Schema;
  answer: Schema;
}

type StructType<S> = S extends Schema<infer T> ? T : never;

/** Answer type of one call spec, e.g. `CallAnswer<typeof loginCall>`. */
export type CallAnswer<S extends CallSpec> = StructType<S['answer']>;
/** Request payload type of one call spec (never for calls without a body). */
export type CallRequest<S extends CallSpec> = S extends { request: infer R } ? StructType<R> : never;
/** Query type of one call spec (never for calls without a query). */
export type CallQuery<S extends CallSpec> = S extends { query: infer Q } ? StructType<Q> : never;
/** What a caller passes for one call: its body, its query, or nothing. */
export type CallInput<S extends CallSpec> =
  S extends { request: Schema } ? [body: CallRequest<S>] : S extends { query: Schema } ? [query: CallQuery<S>] : [];

/** Keeps each entry's exact schema types while checking it is a CallSpec (paths all take the locale). */
export function call<const S extends CallSpec>(spec: S): Omit<S, 'path'> & Pick<CallSpec, 'path'> {
  return spec;
}

/** `/mi/api/{locale}`: registration, activation, session status and lookups. */
export const apiPath = (l: Locale): string => `/mi/api/${l}`;
/** `/mi/{locale}`: login, email preferences and recovery. */
export const miPath = (l: Locale): string => `/mi/${l}`;
/** `/mi/ia/{locale}`: the calls of a signed-in session. */
export const iaPath = (l: Locale): string => `/mi/ia/${l}`;

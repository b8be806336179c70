/**
 * The demo server's limits in one place: body sizes, JSON depth, connection timeouts, and the gate
 * that bounds concurrent password hashing. The README's "Limits" table mirrors these values.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '../../src/i18n/locale';

/** Largest body of any kind (JSON, urlencoded or multipart in total): the portal's forms are a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Largest single multipart field value. */
export const MAX_FIELD_BYTES = 16 * 1024;
/** Most multipart parts (fields) in one body: well above the largest form's field count. */
export const MAX_PARTS = 100;
/** Deepest JSON nesting accepted: the contract's deepest answer is 3 levels. */
export const MAX_JSON_DEPTH = 32;

/** Connection limits of the node:http server (slow clients cannot hold sockets forever). */
export interface ConnectionLimits {
  /** Time to receive the complete request headers. */
  headersTimeoutMs: number;
  /** Time to receive the complete request, body included. */
  requestTimeoutMs: number;
  /** Idle time a kept-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; more are closed on arrival. */
  maxConnections: number;
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than a stall of the
 * event loop that a test process sharing it with the server can hit (an in-process PGlite store compiling
 * its WASM takes ~4 s, longer on a busy machine): both idle timers then expire during the same stall, the
 * server's fires first, and the client writes its next request onto a socket the server just destroyed
 * (ECONNRESET). The side that sends requests must give up an idle connection first; clients read this
 * value from the `Keep-Alive: timeout=65` hint and close a little earlier, so a stall has to outlast a
 * minute (longer than any test timeout) to race. Browsers keep idle sockets up to minutes too.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Defaults of `npm start`; tests shorten them through the server options. */
export const CONNECTION_LIMITS: Readonly<ConnectionLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: KEEP_ALIVE_MS,
  maxConnections: 256,
};

/** Seconds a client told "busy" should wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** The answer text of a 429 "busy" in each language (the widgets show their own translated text by code). */
export const BUSY_MESSAGE: Readonly<Record<Locale, string>> = {
  en: 'The server is busy. Please try again in a moment.',
  fr: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
};

/** Refused because the work queue is full: answered 429 with `Retry-After`, code `busy`. */
export class Busy extends Error {
  constructor(readonly retryAfterSeconds = RETRY_AFTER_SECONDS) {
    super('busy');
  }
}

/** One request's standing at the gates: once a task of it was accepted, the rest of its work is too. */
interface RequestScope {
  admitted: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs a request's work so that a full gate refuses it with Busy; work outside any request (seeding
 * at start-up, a reseed) waits in line instead, since nobody could retry it.
 */
export function asRequest<T>(work: () => Promise<T>): Promise<T> {
  return requestScope.run({ admitted: false }, work);
}

/** A counting semaphore whose admission of requests is bounded. */
export interface Gate {
  /**
   * Runs the task when one of the `concurrency` slots is free. Inside asRequest, a request's first
   * task is refused with Busy at once when `concurrency + queue` requests already have tasks in the
   * gate; its later tasks never are (a new password is checked against five old ones at once, and
   * half a request's work refused would waste the other half).
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** True when a new request's task run now would be refused. */
  full(): boolean;
  /** Tasks running and waiting, and requests with tasks in the gate. */
  stats(): { active: number; waiting: number; requests: number };
}

/** Creates a gate running `concurrency` tasks at once and admitting `queue` more requests to wait. */
export function createGate(concurrency: number, queue: number): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  // Tasks of each request in the gate (running or waiting); its size is the number of requests in it.
  const tasks = new Map<RequestScope, number>();
  const full = () => tasks.size >= concurrency + queue;
  return {
    async run(task) {
      const scope = requestScope.getStore();
      if (scope && !scope.admitted && full()) throw new Busy();
      if (scope) {
        scope.admitted = true;
        tasks.set(scope, (tasks.get(scope) ?? 0) + 1);
      }
      if (active < concurrency) active += 1;
      // The slot is handed over by the finishing task, so `active` stays counted for us.
      else await new Promise<void>((resume) => waiting.push(resume));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
        const left = (scope && tasks.get(scope)) ?? 0;
        if (scope && left <= 1) tasks.delete(scope);
        else if (scope) tasks.set(scope, left - 1);
      }
    },
    full,
    stats: () => ({ active, waiting: waiting.length, requests: tasks.size }),
  };
}

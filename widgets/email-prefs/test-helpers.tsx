/**
 * Test helpers of the email-preferences pages (public tag and the profile's notification page): a
 * subscriber record as the demo API sends it, and a fetch stub that answers by path suffix and keeps
 * each request's query and JSON body (the save posts JSON, which tests/harness's stub does not read).
 */
import { vi } from 'vitest';
import type { SubscriberRecord } from '../../src/contract/preferences';

/** The ISO time every subscription of the fixture last changed. */
export const THEN = '2026-01-05T10:00:00.000Z';

/** A subscriber record: everything on but 2; 5 and 7 on so a test sees them left alone. */
export function subscriberFixture(overrides: Partial<SubscriberRecord> = {}): SubscriberRecord {
  return {
    EMAIL: 'advisor@example.com',
    HASH: 'hash-advisor',
    RequiresSync: true,
    subscriptions: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `SUBSCRIPTION${n}`, isSubscribed: n !== 2, timestamp: THEN })),
    subscriber: null,
    LANGUAGE: 'English',
    FIRSTNAME: 'Alex',
    LASTNAME: 'Martin',
    LastModifiedDate: THEN,
    OPTOUT: false,
    ...overrides,
  };
}

/** One request the stub received. */
export interface JsonRequest {
  path: string;
  query: Record<string, string>;
  json: unknown;
}

/** Answers by path suffix (a number is an HTTP status; a function sees the request); records every request. */
export function jsonApi(answers: Record<string, unknown>): JsonRequest[] {
  const seen: JsonRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example');
    const json: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { path: url.pathname, query: Object.fromEntries(url.searchParams), json };
    seen.push(request);
    const key = Object.keys(answers).find((suffix) => url.pathname.endsWith(suffix));
    const found = key === undefined ? 404 : answers[key];
    const answer = typeof found === 'function' ? (found as (r: JsonRequest) => unknown)(request) : found;
    if (typeof answer === 'number') return new Response('{}', { status: answer, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

/** The checkbox or input of a field by its spec name. */
export function input(host: HTMLElement, name: string): HTMLInputElement {
  const el = host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
}

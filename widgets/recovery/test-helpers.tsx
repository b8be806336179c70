import { vi } from 'vitest';
import type { PageConfig } from '../../src/config/config';
import { fill, renderFlow, settle, testConfig } from '../../tests/harness/flow';
import { RecoveryFlow } from './RecoveryFlow';

export { settle, testConfig };

/** The recovery host page of the demo (tests only). */
export const PAGE = 'https://portal.example/en/recovery.html';

/** Types into a named input as a user would (tests only). */
export const typeInto = fill;

/** One canned answer per call name; a function gets the posted form (tests only). */
export type Replies = Partial<Record<'verifyEmail' | 'step3' | 'securityQuestions' | 'resetPassword', Array<object | ((body: URLSearchParams) => object)>>>;

/** Replaces fetch with the recovery calls answering from `replies` in order; returns the spy (tests only). */
export function fakeApi(replies: Replies) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const name = (['verifyEmail', 'step3', 'securityQuestions', 'resetPassword'] as const).find((n) => url.includes(`/forgotPasswordFlow/${n}`));
    const queue = name ? replies[name] : undefined;
    const next = queue?.shift();
    if (!next) return new Response('{}', { status: 500 });
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body : '');
    const data = typeof next === 'function' ? next(body) : next;
    return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/** Renders `<mi-recovery>`'s flow at a hash of the recovery page and waits for its heading (tests only). */
export function renderRecovery(hash: string, config: PageConfig = testConfig(), page = PAGE): Promise<HTMLElement> {
  return renderFlow('mi-recovery', RecoveryFlow, `${page}${hash}`, config);
}

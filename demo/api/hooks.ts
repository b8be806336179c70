import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock';
import { reseed, type Store } from './db';
import { BadRequest, readBody, sendJson } from './http';
import { listMail, readerOrigin } from './mailbox';

/** One demo endpoint outside the contract. */
type Hook = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The demo's own endpoints by path and method: the mailbox always, the clock and reset only under
 * test hooks. A path here answered with another method gets 405 with `Allow`.
 */
export function demoHooks(store: Store, clock: Clock, testHooks: boolean): Map<string, Map<string, Hook>> {
  const hooks = new Map<string, Map<string, Hook>>([
    ['/demo/mailbox.json', new Map([['GET', async (req, res) => sendJson(res, 200, await listMail(store.db, readerOrigin(req)))]])],
  ]);
  if (!testHooks) return hooks;
  hooks.set('/demo/clock', new Map([['POST', async (req, res) => {
    const body = await readBody(req);
    const offset = typeof body === 'object' && body !== null ? Number((body as Record<string, unknown>).offsetMs) : NaN;
    if (!Number.isFinite(offset)) throw new BadRequest('offsetMs must be a number');
    clock.setOffset(offset);
    sendJson(res, 200, { offsetMs: offset, now: new Date(clock.now()).toISOString() });
  }]]));
  hooks.set('/demo/reset', new Map([['POST', async (_req, res) => {
    await reseed(store.db);
    clock.setOffset(0);
    sendJson(res, 200, { result: 'success' });
  }]]));
  return hooks;
}

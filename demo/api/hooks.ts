import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock';
import { reseed, type Store } from './db';
import { BadRequest, readBody, Refused, sendJson } from './http';
import { listMail, readerOrigin } from './mailbox';

/** A hundred years: any link's lifetime, and still a date (1e20 ms broke every session). */
const MAX_OFFSET_MS = 100 * 365 * 24 * 3600 * 1000;

/**
 * Refuses a test hook asked by another site's page (a form posted cross-site carries its Origin and Sec-Fetch-Site):
 * such a page could otherwise wipe a test server's store or move its clock. Scripts and tests send neither header.
 */
function fromThisSite(req: IncomingMessage): void {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  let sameHost = origin === undefined;
  try {
    if (origin !== undefined) sameHost = new URL(origin).host === req.headers.host;
  } catch {
    sameHost = false;
  }
  if (!sameHost || (site !== undefined && site !== 'same-origin' && site !== 'none')) throw new Refused(403, 'cross_site', 'The test hooks answer this site and scripts only');
}

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
    fromThisSite(req);
    const body = await readBody(req);
    const offset = typeof body === 'object' && body !== null ? Number((body as Record<string, unknown>).offsetMs) : NaN;
    if (!Number.isFinite(offset) || Math.abs(offset) > MAX_OFFSET_MS) throw new BadRequest(`offsetMs must be a number of milliseconds within ±${MAX_OFFSET_MS}`);
    clock.setOffset(offset);
    sendJson(res, 200, { offsetMs: offset, now: new Date(clock.now()).toISOString() });
  }]]));
  hooks.set('/demo/reset', new Map([['POST', async (req, res) => {
    fromThisSite(req);
    await reseed(store.db);
    clock.setOffset(0);
    sendJson(res, 200, { result: 'success' });
  }]]));
  return hooks;
}

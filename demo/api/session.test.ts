import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { client, startTestServer } from './test-client';

// Counts scrypt runs, the cost a login pays; everything else is the real node:crypto.
const scrypts = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof real.scrypt>) => {
    scrypts.count += 1;
    return real.scrypt(...args);
  }) as typeof real.scrypt;
  return { ...real, default: { ...real, scrypt }, scrypt };
});

let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function scryptsFor(emailId: string, password: string): Promise<{ errCode?: string | null; runs: number }> {
  const c = client(server.url);
  const before = scrypts.count;
  const answer = await c.json<{ errCode?: string | null }>(c.post('/mi/en/login/login', { emailId, password }));
  return { errCode: answer.errCode, runs: scrypts.count - before };
}

describe('login timing', () => {
  it('pays the same scrypt for a pending account as for an unknown email or a wrong password', async () => {
    await scryptsFor('warm-up@example.com', 'Whatever2026'); // the dummy hash is computed once
    const unknown = await scryptsFor('nobody@example.com', 'Whatever2026');
    const wrong = await scryptsFor(DEMO_ACCOUNTS.advisorEn.email, 'Wrong2026pass');
    const pending = await scryptsFor(DEMO_ACCOUNTS.notActivated.email, 'Whatever2026');
    expect(unknown).toEqual({ errCode: 'login001', runs: 1 });
    expect(wrong).toEqual({ errCode: 'login001', runs: 1 });
    expect(pending).toEqual({ errCode: 'fpwd003', runs: 1 });
  });
});

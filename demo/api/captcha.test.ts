import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_COST, createCaptcha, TEST_CAPTCHA_COST } from './captcha';
import { createClock } from './clock';
import type { DemoServer } from './server';
import { startTestServer } from './test-client';

// The captcha keeps its secret and spent challenges in the store: a test server's (PGlite or PostgreSQL).
let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function solved(captcha: ReturnType<typeof createCaptcha>) {
  const challenge = await captcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution };
}
const encode = (posted: object) => Buffer.from(JSON.stringify(posted)).toString('base64');

describe('captcha', () => {
  it('asks the production proof of work unless a test server asks for less, and a test server does', async () => {
    expect((await createCaptcha(createClock(), server.db).challenge()).parameters.cost).toBe(CAPTCHA_COST);
    expect(CAPTCHA_COST).toBe(500);
    expect((await createCaptcha(createClock(), server.db, TEST_CAPTCHA_COST).challenge()).parameters.cost).toBe(TEST_CAPTCHA_COST);
    const served = (await (await fetch(`${server.url}/mi/api/captcha/challenge`)).json()) as { parameters?: { cost?: number } };
    expect(served.parameters?.cost).toBe(TEST_CAPTCHA_COST);
  });

  it('lets one of two parallel requests with the same solution through', async () => {
    const captcha = createCaptcha(createClock(), server.db, TEST_CAPTCHA_COST);
    const payload = encode(await solved(captcha));
    const results = await Promise.all([captcha.verify(payload), captcha.verify(payload)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('does not burn a challenge on a wrong solution', async () => {
    const captcha = createCaptcha(createClock(), server.db, TEST_CAPTCHA_COST);
    const posted = await solved(captcha);
    expect(posted.solution).not.toBeNull();
    expect(await captcha.verify(encode({ ...posted, solution: { ...posted.solution, counter: -1 } }))).toBe(false);
    expect(await captcha.verify(encode(posted))).toBe(true);
  });

  it('shares its secret and spent solutions through the database, as instances on one database do', async () => {
    const [one, other] = [createCaptcha(createClock(), server.db, TEST_CAPTCHA_COST), createCaptcha(createClock(), server.db, TEST_CAPTCHA_COST)];
    const fromOne = encode(await solved(one));
    expect(await other.verify(fromOne)).toBe(true);
    expect(await one.verify(fromOne)).toBe(false);
  });
});

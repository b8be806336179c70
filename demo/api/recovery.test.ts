import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from './clock';
import { createCtx, type Deps } from './context';
import { recoveryHandlers } from './routes/recovery';
import { createSessions } from './sessions';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { client, codeOf, lastMailTo, moveClock, startTestServer, type TestClient } from './test-client';

type Answer = { result?: string; message?: string | null; errCode?: string | null; attemptsRemaining?: number; questionLabel?: string; localNumber?: number };

const FLOW = '/mi/en/forgotPasswordFlow';
let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const verify = (c: TestClient, emailId: string) => c.json<Answer>(c.post(`${FLOW}/verifyEmail`, { emailId, 'g-recaptcha-response': '' }));
const answer = (c: TestClient, answer1: string) => c.json<Answer>(c.post(`${FLOW}/securityQuestions`, { answer1 }));

describe('password recovery', () => {
  it('resets through the emailed link and the three questions; the new password logs in, the old one does not', async () => {
    const a = DEMO_ACCOUNTS.advisorEn;
    const c = client(server.url);
    expect(await verify(c, a.email)).toMatchObject({ result: 'success', attemptsRemaining: 4 });
    const mail = await lastMailTo(server.url, a.email);
    // Absolute, as a real email's link must be (the origin the mailbox is read from).
    expect(mail?.links[0]?.startsWith(`${server.url}/en/recovery.html#/en/recovery/security?code=`)).toBe(true);
    const first = await c.json<Answer>(c.get(`${FLOW}/step3?code=${encodeURIComponent(codeOf(mail))}`));
    expect(first).toMatchObject({ localNumber: 1, questionLabel: 'What was the name of your first pet?' });
    const wrong = await answer(c, 'Fido');
    expect(wrong).toMatchObject({ errCode: 'fpwd007', localNumber: 1, questionLabel: first.questionLabel });
    expect(wrong.message).toBeTruthy();
    // Answers compare trimmed, space-collapsed and case-insensitive.
    expect(await answer(c, '  rEX ')).toMatchObject({ localNumber: 2 });
    expect(await answer(c, 'toronto')).toMatchObject({ localNumber: 3 });
    const done = await answer(c, 'HONDA');
    expect(done.questionLabel).toBeUndefined();
    expect(typeof done.message).toBe('string');
    // One of the last five passwords is refused (sc003).
    const reuse = await c.json<Answer>(c.post(`${FLOW}/resetPassword`, { password: a.password ?? '', confirmPassword: a.password ?? '' }));
    expect(reuse).toMatchObject({ result: 'failure', errCode: 'sc003' });
    const reset = await c.json<Answer>(c.post(`${FLOW}/resetPassword`, { password: 'Brand2026New', confirmPassword: 'Brand2026New' }));
    expect(reset).toMatchObject({ result: 'success' });
    const login = (password: string) => client(server.url).json<Answer>(client(server.url).post('/mi/en/login/login', { emailId: a.email, password }));
    expect(await login('Brand2026New')).toMatchObject({ result: 'success' });
    expect(await login(a.password ?? '')).toMatchObject({ errCode: 'login001' });
    // The link was single-use.
    expect(await c.json<Answer>(c.get(`${FLOW}/step3?code=${encodeURIComponent(codeOf(mail))}`))).toMatchObject({ errCode: 'fpwd009' });
  });

  it('refuses the sixth request in 24 hours with fpwd010, counting down attempts', async () => {
    const c = client(server.url);
    const email = DEMO_ACCOUNTS.noCodes.email;
    const remaining: (number | undefined)[] = [];
    for (let i = 0; i < 5; i++) remaining.push((await verify(c, email)).attemptsRemaining);
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect(await verify(c, email)).toMatchObject({ result: 'failure', errCode: 'fpwd010', attemptsRemaining: 0 });
  });

  it('keeps the 5-per-24-hours limit when the requests arrive at the same time', async () => {
    // Straight to the handler, so all eight start before any finishes (over HTTP they trickle in). On the
    // test server's own store: a new in-memory one cost ~15 s of CPU, and in integration-pg this is PostgreSQL.
    const clock = createClock();
    const deps: Deps = { db: server.db, clock, sessions: createSessions(clock, server.db), captcha: { challenge: () => Promise.reject(new Error('unused')), verify: async () => true }, testHooks: true };
    const body = { emailId: DEMO_ACCOUNTS.migrated.email, 'g-recaptcha-response': '' };
    const call = () => recoveryHandlers.verifyRecoveryEmail?.(createCtx(deps, { headers: {} } as IncomingMessage, 'en'), { body, query: {} as never }) as Promise<Answer>;
    const answers = await Promise.all(Array.from({ length: 8 }, call));
    expect(answers.filter((a) => a.result === 'success')).toHaveLength(5);
    expect(answers.filter((a) => a.errCode === 'fpwd010')).toHaveLength(3);
    expect(answers.filter((a) => a.result === 'success').map((a) => a.attemptsRemaining).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('does not skip a question when the same right answer is posted twice at once', async () => {
    const a = DEMO_ACCOUNTS.advisorEn;
    const c = client(server.url);
    expect(await verify(c, a.email)).toMatchObject({ result: 'success' });
    expect(await c.json<Answer>(c.get(`${FLOW}/step3?code=${encodeURIComponent(codeOf(await lastMailTo(server.url, a.email)))}`))).toMatchObject({ localNumber: 1 });
    const both = await Promise.all([answer(c, 'Rex'), answer(c, 'Rex')]);
    expect(both.filter((b) => b.localNumber === 2 && b.result === 'success')).toHaveLength(1);
    expect(both.filter((b) => b.errCode === 'fpwd007')).toHaveLength(1);
    // Question 2 is still the one asked.
    expect(await answer(c, 'Toronto')).toMatchObject({ result: 'success', localNumber: 3 });
  });

  it('does not skip a question when a second right answer is checked while the first is still being recorded', async () => {
    // The race above, made certain: the first answer's guess give-back (after its check) waits until the
    // second answer, started at that moment, reaches its own. Straight to the handlers, sharing one
    // session's data as two requests of one browser do.
    const a = DEMO_ACCOUNTS.advisorFr;
    await verify(client(server.url), a.email);
    const code = codeOf(await lastMailTo(server.url, a.email));
    const clock = createClock();
    let second: Promise<Answer> | undefined;
    let secondReleasing: () => void = () => {};
    const secondAtRelease = new Promise<void>((resolve) => (secondReleasing = resolve));
    const held: Deps['db'] = {
      query: async (sql, params) => {
        if (/^DELETE FROM answer_failures/.test(sql)) {
          if (!second) {
            second = send('Minou');
            // Bounded, so the old code's failure is an assertion rather than a hang.
            await Promise.race([secondAtRelease, second, new Promise((r) => setTimeout(r, 5000))]);
          } else secondReleasing();
        }
        return server.db.query(sql, params);
      },
      exec: (sql) => server.db.exec(sql),
      transaction: (fn) => server.db.transaction(fn),
    };
    const deps: Deps = { db: held, clock, sessions: createSessions(clock, server.db), captcha: { challenge: () => Promise.reject(new Error('unused')), verify: async () => true }, testHooks: true };
    const loaded = { id: 'shared', data: {} };
    const ctx = () => createCtx(deps, { headers: {} } as IncomingMessage, 'fr', loaded);
    const send = (answer1: string) => recoveryHandlers.answerSecurityQuestion?.(ctx(), { body: { answer1 }, query: {} as never }) as Promise<Answer>;
    expect(await recoveryHandlers.recoveryStep3?.(ctx(), { body: {} as never, query: { code } as never })).toMatchObject({ localNumber: 1 });
    const first = await send('Minou');
    const both = [first, await (second as Promise<Answer>)];
    expect(both.filter((b) => b.result === 'success' && b.localNumber === 2)).toHaveLength(1);
    expect(both.filter((b) => b.errCode === 'fpwd007')).toHaveLength(1);
  });

  it('lets one of two resets sent at once with the same link change the password; the other finds the link used', async () => {
    // Two browsers on one link, made certain to overlap: the first reset's write waits until the second has
    // checked the link (still unused then). Straight to the handlers, on a store of its own (the password changes).
    const own = await startTestServer();
    try {
      const a = DEMO_ACCOUNTS.advisorEn;
      await verify(client(own.url), a.email);
      const code = codeOf(await lastMailTo(own.url, a.email));
      const clock = createClock();
      // Armed for the resets only: answering the questions opens transactions too.
      let armed = false;
      let linkChecks = 0;
      let second: Promise<Answer> | undefined;
      let secondChecked: () => void = () => {};
      const checked = new Promise<void>((resolve) => (secondChecked = resolve));
      const held: Deps['db'] = {
        query: async <T,>(sql: string, params?: unknown[]) => {
          const result = own.db.query<T>(sql, params);
          // The second link check of the resets is the second browser's.
          if (armed && /^SELECT expires_at, used_at FROM tokens/.test(sql) && ++linkChecks === 2) void result.then(secondChecked);
          return result;
        },
        exec: (sql) => own.db.exec(sql),
        transaction: async (fn) => {
          if (armed && !second) {
            second = reset(browsers[1], 'Second2026New');
            // Bounded, so a change in the handler's queries fails an assertion rather than hangs.
            await Promise.race([checked, new Promise((r) => setTimeout(r, 5000))]);
          }
          return own.db.transaction(fn);
        },
      };
      const deps: Deps = { db: held, clock, sessions: createSessions(clock, own.db), captcha: { challenge: () => Promise.reject(new Error('unused')), verify: async () => true }, testHooks: true };
      type Browser = { id: string; data: Record<string, unknown> };
      const browsers: [Browser, Browser] = [{ id: 'first', data: {} }, { id: 'second', data: {} }];
      const ctx = (session: Browser) => createCtx(deps, { headers: {} } as IncomingMessage, 'en', session);
      const reset = (session: Browser, password: string) =>
        recoveryHandlers.resetPassword?.(ctx(session), { body: { password, confirmPassword: password }, query: {} as never }) as Promise<Answer>;
      for (const session of browsers) {
        expect(await recoveryHandlers.recoveryStep3?.(ctx(session), { body: {} as never, query: { code } as never })).toMatchObject({ localNumber: 1 });
        for (const answer1 of ['Rex', 'Toronto', 'Honda']) await recoveryHandlers.answerSecurityQuestion?.(ctx(session), { body: { answer1 }, query: {} as never });
      }
      armed = true;
      const first = await reset(browsers[0], 'First2026New');
      const both = [first, await (second as Promise<Answer> | undefined)];
      expect(both.map((b) => (b?.result === 'success' ? 'success' : b?.errCode))).toEqual(expect.arrayContaining(['success', 'fpwd009']));
      const won = first.result === 'success' ? 'First2026New' : 'Second2026New';
      const lost = won === 'First2026New' ? 'Second2026New' : 'First2026New';
      const login = (password: string) => client(own.url).json<Answer>(client(own.url).post('/mi/en/login/login', { emailId: a.email, password }));
      expect(await login(won)).toMatchObject({ result: 'success' });
      expect(await login(lost)).toMatchObject({ errCode: 'login001' });
    } finally {
      await own.close();
    }
  });

  it('a new reset link ends the earlier ones: only the newest mail’s link opens the questions', async () => {
    const own = await startTestServer();
    try {
      const c = client(own.url);
      const a = DEMO_ACCOUNTS.advisorEn;
      await verify(c, a.email);
      const older = codeOf(await lastMailTo(own.url, a.email));
      await verify(c, a.email);
      const newer = codeOf(await lastMailTo(own.url, a.email));
      expect(newer).not.toBe(older);
      expect(await c.json<Answer>(c.get(`${FLOW}/step3?code=${encodeURIComponent(older)}`))).toMatchObject({ errCode: 'fpwd009' });
      expect(await c.json<Answer>(c.get(`${FLOW}/step3?code=${encodeURIComponent(newer)}`))).toMatchObject({ localNumber: 1 });
    } finally {
      await own.close();
    }
  });

  it('expires the link after 6 hours', async () => {
    const c = client(server.url);
    const a = DEMO_ACCOUNTS.advisorFr;
    await verify(c, a.email);
    const code = codeOf(await lastMailTo(server.url, a.email));
    await moveClock(server.url, 6 * 60 * 60 * 1000 + 1000);
    try {
      expect(await c.json<Answer>(c.get(`${FLOW}/step3?code=${encodeURIComponent(code)}`))).toMatchObject({ errCode: 'fpwd009' });
    } finally {
      await moveClock(server.url, 0);
    }
  });

  it('answers fpwd002, fpwd001, fpwd003 and fpwd004 for the accounts that cannot reset', async () => {
    const c = client(server.url);
    expect(await verify(c, 'nobody@example.com')).toMatchObject({ errCode: 'fpwd002' });
    expect(await verify(c, DEMO_ACCOUNTS.internal.email)).toMatchObject({ errCode: 'fpwd001' });
    expect(await verify(c, DEMO_ACCOUNTS.notActivated.email)).toMatchObject({ errCode: 'fpwd003' });
    expect(await verify(c, DEMO_ACCOUNTS.suspended.email)).toMatchObject({ errCode: 'fpwd004' });
  });

  it('writes the French reset email and French question for a French advisor', async () => {
    const c = client(server.url);
    const a = DEMO_ACCOUNTS.advisorFr;
    await c.post('/mi/fr/forgotPasswordFlow/verifyEmail', { emailId: a.email });
    const mail = await lastMailTo(server.url, a.email);
    expect(mail?.subject).toMatch(/Réinitialisez/);
    const first = await c.json<Answer>(c.get(`/mi/fr/forgotPasswordFlow/step3?code=${encodeURIComponent(codeOf(mail))}`));
    expect(first.questionLabel).toBe('Quel était le nom de votre premier animal de compagnie\u00a0?');
    expect(await c.json<Answer>(c.post('/mi/fr/forgotPasswordFlow/securityQuestions', { answer1: 'non' }))).toMatchObject({ errCode: 'fpwd007', message: expect.stringMatching(/réponse/) });
  });

  it('refuses the reset step before the questions are answered', async () => {
    const c = client(server.url);
    expect(await c.json<Answer>(c.post(`${FLOW}/resetPassword`, { password: 'Brand2026New', confirmPassword: 'Brand2026New' }))).toMatchObject({ result: 'failure', errCode: 'sc002-forgot-password' });
  });
});

import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './db';
import { GUESS_LIMITS, guessPassword } from './guessing';
import { message } from './messages';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { client, codeOf, lastMailTo, mailsTo, moveClock, signedIn, startTestServer, type TestClient } from './test-client';

// Issue 12, "Guessing and account takeover": every limit here failed open before it (60 wrong answers
// then the right one reset a password; 40 wrong passwords then the right one logged in).

type Answer = { result?: string; message?: string | null; errCode?: string | null; attemptsRemaining?: number; questionLabel?: string; localNumber?: number };

const MINUTE = 60_000;
let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
// Every test starts from the seed and the real time: counters of one test never help or hurt another.
beforeEach(async () => {
  await fetch(`${server.url}/demo/reset`, { method: 'POST' });
});

const recovery = (locale: 'en' | 'fr' = 'en') => `/mi/${locale}/forgotPasswordFlow`;
const requestLink = (c: TestClient, emailId: string, locale: 'en' | 'fr' = 'en') =>
  c.json<Answer>(c.post(`${recovery(locale)}/verifyEmail`, { emailId, 'g-recaptcha-response': '' }));
/** Requests a reset link and opens it in a fresh browser; returns that browser and the link's code. */
async function openLink(emailId: string, locale: 'en' | 'fr' = 'en'): Promise<{ c: TestClient; code: string; remaining: number | undefined }> {
  const c = client(server.url);
  const requested = await requestLink(c, emailId, locale);
  const code = codeOf(await lastMailTo(server.url, emailId));
  expect(await c.json<Answer>(c.get(`${recovery(locale)}/step3?code=${encodeURIComponent(code)}`))).toMatchObject({ localNumber: 1 });
  return { c, code, remaining: requested.attemptsRemaining };
}
const answer = (c: TestClient, answer1: string, locale: 'en' | 'fr' = 'en') => c.json<Answer>(c.post(`${recovery(locale)}/securityQuestions`, { answer1 }));
const login = (c: TestClient, emailId: string, password: string, locale: 'en' | 'fr' = 'en') =>
  c.json<Answer>(c.post(`/mi/${locale}/login/login`, { emailId, password }));

describe('security answers on a reset link', () => {
  const a = DEMO_ACCOUNTS.advisorEn;

  it('end the link at the third wrong answer, in the link’s language; the right answer no longer helps, the request still counts', async () => {
    const { c, code, remaining } = await openLink(a.email);
    expect(remaining).toBe(4);
    expect(await answer(c, 'Fido')).toMatchObject({ errCode: 'fpwd007', localNumber: 1 });
    expect(await answer(c, 'Spot')).toMatchObject({ errCode: 'fpwd007', localNumber: 1 });
    expect(await answer(c, 'Felix')).toMatchObject({ result: 'failure', errCode: 'fpwd011', message: message('en', 'fpwd011') });
    // The right answer now: the browser's recovery is over, and the link itself is dead.
    expect((await answer(c, 'Rex')).errCode).toBe('sc002-forgot-password');
    expect(await c.json<Answer>(c.get(`${recovery()}/step3?code=${encodeURIComponent(code)}`))).toMatchObject({ errCode: 'fpwd009' });
    // The ended link was one of the five requests of the day: the next one says 3 left.
    const next = await openLink(a.email);
    expect(next.remaining).toBe(3);
    expect(await answer(next.c, 'Rex')).toMatchObject({ localNumber: 2 });
  });

  it('count guesses sent at once before checking any: the link still takes three wrong answers, so the user’s day still has two', async () => {
    const { c } = await openLink(a.email);
    expect(await answer(c, 'Fido')).toMatchObject({ errCode: 'fpwd007' });
    expect(await answer(c, 'Spot')).toMatchObject({ errCode: 'fpwd007' });
    // Six at once: one is the third wrong answer (it ends the link), the others find the link ended, unchecked.
    const together = await Promise.all(['Felix', 'Tom', 'Max', 'Bella', 'Coco', 'Milo'].map((guess) => answer(c, guess)));
    expect(together.filter((r) => r.errCode === 'fpwd007')).toEqual([]);
    // Counted before the check, these added one wrong answer to the user's five a day, not one per request.
    const next = await openLink(a.email);
    expect(await answer(next.c, 'Nemo')).toMatchObject({ errCode: 'fpwd007', localNumber: 1 });
    expect(await answer(next.c, 'Rex')).toMatchObject({ localNumber: 2 });
  });

  it('says so in French on a French link', async () => {
    const f = DEMO_ACCOUNTS.advisorFr;
    const { c } = await openLink(f.email, 'fr');
    for (let i = 1; i < GUESS_LIMITS.answersPerLink; i++) expect((await answer(c, 'Faux', 'fr')).errCode).toBe('fpwd007');
    const ended = await answer(c, 'Faux', 'fr');
    expect(ended).toMatchObject({ errCode: 'fpwd011', message: message('fr', 'fpwd011') });
    expect(ended.message).toMatch(/lien/);
  });

  it('count per user over every link: the fifth wrong answer in 24 hours ends the link with fpwd012, and no new link is sent nor opened until a day has passed', async () => {
    const first = await openLink(a.email);
    for (const guess of ['A1', 'A2']) expect((await answer(first.c, guess)).errCode).toBe('fpwd007');
    expect((await answer(first.c, 'A3')).errCode).toBe('fpwd011');
    const second = await openLink(a.email);
    expect(second.remaining).toBe(3);
    expect((await answer(second.c, 'B1')).errCode).toBe('fpwd007');
    // The fifth wrong answer of the day ends the second link although it took only two, and says a new link will not help.
    expect(await answer(second.c, 'B2')).toMatchObject({ result: 'failure', errCode: 'fpwd012', message: message('en', 'fpwd012') });
    // No new link: it would spend one of the day's resets on a link no answer can pass.
    const mails = (await mailsTo(server.url, a.email)).length;
    expect(await requestLink(client(server.url), a.email)).toMatchObject({ result: 'failure', errCode: 'fpwd012' });
    expect(await mailsTo(server.url, a.email)).toHaveLength(mails);
    // The ended link shows no question again (a link mailed before it was ended by it: only the newest mail's opens).
    expect(await second.c.json<Answer>(second.c.get(`${recovery()}/step3?code=${encodeURIComponent(second.code)}`))).toMatchObject({ result: 'failure' });
    expect((await answer(second.c, 'Rex')).errCode).toBe('sc002-forgot-password');
    // A day later the user's answers count from zero again, and the refused request spent none of the resets.
    await moveClock(server.url, 24 * 60 * MINUTE + MINUTE);
    const later = await openLink(a.email);
    expect(later.remaining).toBe(4);
    expect(await answer(later.c, 'Rex')).toMatchObject({ localNumber: 2 });
  });

  it('says fpwd012 in French on a French link and on the French request page', async () => {
    const f = DEMO_ACCOUNTS.advisorFr;
    for (const wrong of [GUESS_LIMITS.answersPerLink, GUESS_LIMITS.answersPerUser - GUESS_LIMITS.answersPerLink]) {
      const { c } = await openLink(f.email, 'fr');
      for (let i = 1; i < wrong; i++) expect((await answer(c, 'Faux', 'fr')).errCode).toBe('fpwd007');
      const last = await answer(c, 'Faux', 'fr');
      expect(last.errCode).toBe(wrong === GUESS_LIMITS.answersPerLink ? 'fpwd011' : 'fpwd012');
    }
    expect(await requestLink(client(server.url), f.email, 'fr')).toMatchObject({ errCode: 'fpwd012', message: message('fr', 'fpwd012') });
  });
});

describe('a password reset', () => {
  const a = DEMO_ACCOUNTS.advisorEn;

  async function resetWith(c: TestClient, password: string): Promise<Answer> {
    for (const right of a.questions.map((q) => q.answer)) await answer(c, right);
    return c.json<Answer>(c.post(`${recovery()}/resetPassword`, { password, confirmPassword: password }));
  }

  it('ends every other reset link of the user and every session opened before it', async () => {
    const before = await signedIn(server.url, a);
    expect((await before.get('/mi/ia/en/changeProfile/index')).status).toBe(200);
    const older = client(server.url);
    await requestLink(older, a.email);
    const olderCode = codeOf(await lastMailTo(server.url, a.email));
    const { c } = await openLink(a.email);
    expect(await resetWith(c, 'Brand2026New')).toMatchObject({ result: 'success' });
    // The older mail's link can no longer start a recovery.
    expect(await older.json<Answer>(older.get(`${recovery()}/step3?code=${encodeURIComponent(olderCode)}`))).toMatchObject({ errCode: 'fpwd009' });
    // The session opened with the old password is gone.
    expect((await before.get('/mi/ia/en/changeProfile/index')).status).toBe(403);
    expect(await login(client(server.url), a.email, 'Brand2026New')).toMatchObject({ result: 'success' });
  });

  it('lifts a login lock someone left by guessing: the owner is never locked out past a reset', async () => {
    const guesser = client(server.url);
    for (let i = 0; i < GUESS_LIMITS.accountLockAfter; i++) {
      // A second past each wait, as the clock runs on between requests anyway (a wait of exactly 30 s is refused).
      await moveClock(server.url, i * (GUESS_LIMITS.slowSpacingMs + 1000));
      await login(guesser, a.email, `Guess2026x${i}`);
    }
    expect((await login(client(server.url), a.email, a.password ?? '')).errCode).toBe('login002');
    const { c } = await openLink(a.email);
    expect(await resetWith(c, 'Brand2026New')).toMatchObject({ result: 'success' });
    expect(await login(client(server.url), a.email, 'Brand2026New')).toMatchObject({ result: 'success' });
  });
});

describe('failed logins', () => {
  const a = DEMO_ACCOUNTS.advisorEn;

  it('slow down from the fifth failure: the next attempt within 30 seconds is refused unchecked (login003), even with the right password', async () => {
    const c = client(server.url);
    for (let i = 0; i < GUESS_LIMITS.slowAfter; i++) expect((await login(c, a.email, `Guess2026x${i}`)).errCode).toBe('login001');
    expect(await login(c, a.email, a.password ?? '')).toMatchObject({ errCode: 'login003', message: message('en', 'login003') });
    await moveClock(server.url, GUESS_LIMITS.slowSpacingMs + 1000);
    expect(await login(c, a.email, a.password ?? '')).toMatchObject({ result: 'success' });
  });

  it('check one attempt of several sent at once from the fifth failure: the others are refused unchecked (login003)', async () => {
    const c = client(server.url);
    for (let i = 0; i < GUESS_LIMITS.slowAfter - 1; i++) expect((await login(c, a.email, `Guess2026x${i}`)).errCode).toBe('login001');
    const together = await Promise.all(Array.from({ length: 8 }, (_, i) => login(client(server.url), a.email, `Burst2026x${i}`)));
    expect(together.map((r) => r.errCode).sort()).toEqual(['login001', ...Array<string>(7).fill('login003')]);
  });

  it('lock the account for 15 minutes at the tenth failure, with the contacts message in both languages; guessing meanwhile does not extend it', async () => {
    const c = client(server.url);
    let offset = 0;
    const answers: (string | null | undefined)[] = [];
    for (let i = 0; i < GUESS_LIMITS.accountLockAfter; i++) {
      offset = i * (GUESS_LIMITS.slowSpacingMs + 1000);
      await moveClock(server.url, offset);
      answers.push((await login(c, a.email, `Guess2026x${i}`)).errCode);
    }
    expect(answers.slice(0, -1).every((code) => code === 'login001')).toBe(true);
    expect(answers.at(-1)).toBe('login002');
    // The right password, from anywhere, in either language: still locked, and told so.
    expect(await login(client(server.url), a.email, a.password ?? '')).toMatchObject({ errCode: 'login002', message: message('en', 'login002') });
    expect(await login(client(server.url), a.email, a.password ?? '', 'fr')).toMatchObject({ errCode: 'login002', message: message('fr', 'login002') });
    // Guesses during the lock are not counted: 14 minutes in, one more changes nothing.
    await moveClock(server.url, offset + 14 * MINUTE);
    expect((await login(c, a.email, 'Guess2026late')).errCode).toBe('login002');
    await moveClock(server.url, offset + GUESS_LIMITS.lockMs + 1000);
    expect(await login(client(server.url), a.email, a.password ?? '')).toMatchObject({ result: 'success' });
  });

  it('count per account from zero again after a successful login', async () => {
    const c = client(server.url);
    for (let round = 0; round < 2; round++) {
      // Without the reset, the second round's second failure would be the account's fifth: slowed down.
      for (let i = 0; i < GUESS_LIMITS.slowAfter - 1; i++) expect((await login(c, a.email, `Guess2026x${i}`)).errCode).toBe('login001');
      expect(await login(client(server.url), a.email, a.password ?? '')).toMatchObject({ result: 'success' });
    }
  });

  it('count unknown emails like accounts, so the answers do not tell which emails exist', async () => {
    const c = client(server.url);
    const answers: (string | null | undefined)[] = [];
    for (let i = 0; i <= GUESS_LIMITS.slowAfter; i++) answers.push((await login(c, 'nobody@example.com', `Guess2026x${i}`)).errCode);
    expect(answers).toEqual([...Array<string>(GUESS_LIMITS.slowAfter).fill('login001'), 'login003']);
  });

  it('give back exactly their own count: right passwords checked in the same millisecond from one client leave none counted', async () => {
    // Given back as "one row of that key at that time", concurrent give-backs (a PostgreSQL pool) picked the
    // same row and the others stayed counted: an office's right logins edged its address towards the lock.
    const now = Date.now();
    const office = '203.0.113.9';
    const checked = await Promise.all(
      Array.from({ length: 8 }, (_, i) => guessPassword(server.db, { account: `same-ms-${i}@example.com`, client: office }, now, async () => true)),
    );
    expect(checked).toEqual(Array(8).fill('right'));
    const left = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE scope = 'client' AND key = $1", [office]);
    expect(left.rows[0]?.n).toBe(0);
  });

  it('let a login through, not refuse it (login003), when it meets another attempt on the account being counted', async () => {
    // Another device's attempt holds the account's lock until this login has found it taken once; with no
    // failure counted there is nothing to wait for. PGlite runs one transaction at a time, so there this
    // login waits for the other's end instead (the hold then ends on its own).
    const a = DEMO_ACCOUNTS.advisorEn;
    const keys = { account: a.email, client: '198.51.100.7' };
    let refused: () => void = () => {};
    const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const other = server.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1 || $2))', ['account', a.email]);
      holding();
      await Promise.race([firstRefusal, new Promise((resume) => setTimeout(resume, 200))]);
    });
    await Promise.race([held, other]);
    // The login's database, telling when a try of the lock was refused.
    const watched: Database = {
      query: (sql, params) => server.db.query(sql, params),
      exec: (sql) => server.db.exec(sql),
      transaction: (fn) =>
        server.db.transaction((tx) =>
          fn({
            ...tx,
            query: async <T,>(sql: string, params?: unknown[]) => {
              const result = await tx.query<T>(sql, params);
              if (sql.includes('pg_try_advisory_xact_lock') && (result.rows[0] as { ok?: boolean } | undefined)?.ok === false) refused();
              return result;
            },
            exec: (sql: string) => tx.exec(sql),
            rollback: () => tx.rollback(),
          }),
        ),
    };
    expect(await guessPassword(watched, keys, Date.now(), async () => true)).toBe('right');
    await other;
  });

  it('lock a client (IP) that fails on many accounts, for 15 minutes, without locking other clients', async () => {
    const c = client(server.url);
    const codes: (string | null | undefined)[] = [];
    // One failure per email: no account reaches its own limit, only the client does.
    for (let i = 0; i < GUESS_LIMITS.clientLockAfter; i++) codes.push((await login(c, `spray${i}@example.com`, 'Guess2026x')).errCode);
    expect(codes.slice(0, -1).every((code) => code === 'login001')).toBe(true);
    expect(codes.at(-1)).toBe('login002');
    expect((await login(client(server.url), a.email, a.password ?? '')).errCode).toBe('login002');
    // Another address on the loopback is another client: it logs in.
    expect(await loginFrom('127.0.0.2', a.email, a.password ?? '')).toMatchObject({ result: 'success' });
    await moveClock(server.url, GUESS_LIMITS.lockMs + 1000);
    expect(await login(client(server.url), a.email, a.password ?? '')).toMatchObject({ result: 'success' });
  });
});

/** A login sent from another local address (fetch cannot choose its source address). */
function loginFrom(localAddress: string, emailId: string, password: string): Promise<Answer> {
  const body = new URLSearchParams({ emailId, password }).toString();
  const url = new URL(`${server.url}/mi/en/login/login`);
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress,
      headers: { Authorization: 'Bearer demo-token', 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text) as Answer));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a current password asked again while signed in', () => {
  const a = DEMO_ACCOUNTS.advisorEn;
  const change = (c: TestClient, oldPassword: string) =>
    c.json<Answer>(c.post('/mi/ia/en/changePasswordFlow/save', { oldPassword, newPassword: 'Fresh2026ok', confirmPassword: 'Fresh2026ok' }));

  it('counts like a login, under the user’s own key: from the fifth wrong one the next waits 30 s unchecked, even the right one; the right one then clears the count', async () => {
    const c = await signedIn(server.url, a);
    for (let i = 0; i < GUESS_LIMITS.slowAfter; i++) expect((await change(c, `Guess2026x${i}`)).errCode).toBe('pwd001');
    const together = await Promise.all([0, 1, 2].map(() => change(c, a.password ?? '')));
    expect(together.map((r) => r.errCode)).toEqual(['login003', 'login003', 'login003']);
    // Its own count: the login is not slowed by it (and guessing at the login page cannot block the owner here).
    expect(await login(client(server.url), a.email, a.password ?? '')).toMatchObject({ result: 'success' });
    await moveClock(server.url, GUESS_LIMITS.slowSpacingMs + 1000);
    expect(await change(c, a.password ?? '')).toMatchObject({ result: 'success' });
    for (let i = 0; i < GUESS_LIMITS.slowAfter; i++) expect((await change(c, `Guess2026z${i}`)).errCode).toBe('pwd001');
  });

  it('is not blocked by someone guessing the password at the login page', async () => {
    const c = await signedIn(server.url, a);
    for (let i = 0; i < GUESS_LIMITS.slowAfter; i++) expect((await login(client(server.url), a.email, `Guess2026x${i}`)).errCode).toBe('login001');
    expect((await login(client(server.url), a.email, a.password ?? '')).errCode).toBe('login003');
    expect(await change(c, a.password ?? '')).toMatchObject({ result: 'success' });
  });

  it('counts for a new login email on the profile too', async () => {
    const c = await signedIn(server.url, a);
    const profile = await c.json<Record<string, unknown>>(c.get('/mi/ia/en/changeProfile/index'));
    const form = Object.fromEntries(Object.entries(profile).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));
    const save = (oldPassword: string) => c.json<Answer>(c.post('/mi/ia/en/changeProfile/save', { ...form, emailId: 'new.address@example.com', oldPassword }));
    for (let i = 0; i < GUESS_LIMITS.slowAfter; i++) expect((await save(`Guess2026x${i}`)).errCode).toBe('pwd001');
    expect((await save(a.password ?? '')).errCode).toBe('login003');
  });
});

describe('registering a pre-registered or pending email', () => {
  const API = '/mi/api/en/registrationProcess';
  const step1 = (emailId: string, firstName = 'Dana', languagePreferenceCode = 'en') => ({
    firstName, lastName: 'Whitfield', roleId: '10', languagePreferenceCode, emailId, professional: 'true',
  });
  const activation = (code: string) => ({
    code, securityQuestion1: '1', securityQuestion2: '2', securityQuestion3: '3', securityAnswer1: 'Rex',
    securityAnswer2: 'Ottawa', securityAnswer3: 'Ford', password: 'NewAdvisor2026', confirmPassword: 'NewAdvisor2026', confirmReadTermsConditions: 'true',
  });
  const names = async (email: string) =>
    (await server.db.query<{ first_name: string; last_name: string; language: string }>('SELECT first_name, last_name, language FROM users WHERE email = $1', [email])).rows[0];
  const validate = (code: string) => client(server.url).json<Answer>(client(server.url).get(`/mi/api/en/activationProcess/validateActivation?code=${encodeURIComponent(code)}`));

  it('never lets registering a pre-registered email change its profile: the company\'s names stay, the language is the one activated in', async () => {
    const p = DEMO_ACCOUNTS.preRegistered;
    const register = (firstName: string, language: string) => client(server.url).json<Answer>(client(server.url).post(`${API}/register`, step1(p.email, firstName, language), 'multipart'));
    expect(await register('Mallory', 'fr')).toMatchObject({ result: 'success', message: 'registration-success' });
    expect(await names(p.email)).toEqual({ first_name: p.firstName, last_name: p.lastName, language: p.language });
    const firstCode = codeOf(await lastMailTo(server.url, p.email));
    expect(await register('Jordana', 'en')).toMatchObject({ result: 'success' });
    expect(await names(p.email)).toEqual({ first_name: p.firstName, last_name: p.lastName, language: p.language });
    // Only the newest link activates. What a registration typed may be a stranger's, and the profile is read-only
    // once active: the names stay the company's, and the language is the page's the owner activates on.
    expect((await validate(firstCode)).result).toBe('failure');
    const code = codeOf(await lastMailTo(server.url, p.email));
    expect(await client(server.url).json<Answer>(client(server.url).post('/mi/api/fr/activationProcess/activateProfile', activation(code)))).toMatchObject({ result: 'success' });
    expect(await names(p.email)).toEqual({ first_name: p.firstName, last_name: p.lastName, language: 'fr' });
  });

  it('re-sends to a pending address three times a day, each ending the earlier links, then reg006 without a mail', async () => {
    const pending = DEMO_ACCOUNTS.notActivated.email;
    const c = client(server.url);
    const codes: string[] = [];
    for (let i = 0; i < GUESS_LIMITS.activationResends; i++) {
      expect(await c.json<Answer>(c.post(`${API}/register`, step1(pending), 'multipart'))).toMatchObject({ errCode: 'reg002' });
      codes.push(codeOf(await lastMailTo(server.url, pending)));
    }
    const sent = (await mailsTo(server.url, pending)).length;
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(pending), 'multipart'))).toMatchObject({ result: 'failure', errCode: 'reg006', message: message('en', 'reg006') });
    expect((await mailsTo(server.url, pending)).length).toBe(sent);
    for (const old of codes.slice(0, -1)) expect((await validate(old)).result).toBe('failure');
    expect((await validate(codes.at(-1) ?? '')).result).toBe('success');
    await moveClock(server.url, 24 * 60 * MINUTE + MINUTE);
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(pending), 'multipart'))).toMatchObject({ errCode: 'reg002' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-accounts';
import { client, lastMailTo, mailsTo, moveClock, signedIn, startTestServer, type Mail, type TestClient } from './test-client';

type Answer = { result: string; message?: string | null; errCode?: string | null; fields?: { field: string; key: string }[] };

const IA = '/mi/ia/en';
let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const profileOf = (c: TestClient) => c.json<Record<string, unknown>>(c.get(`${IA}/changeProfile/index`));

/** The profile as the personal page posts it back, with some fields changed. */
async function save(c: TestClient, changes: Record<string, string>, locale = 'en'): Promise<{ status: number; answer: Answer }> {
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries(await profileOf(c))) if (typeof v === 'string' || typeof v === 'number') form[k] = String(v);
  const response = await c.post(`/mi/ia/${locale}/changeProfile/save`, { ...form, ...changes });
  return { status: response.status, answer: (await response.json()) as Answer };
}

const login = (account: { email: string }, password: string) =>
  client(server.url).json<Answer>(client(server.url).post('/mi/en/login/login', { emailId: account.email, password }));
const confirm = (c: TestClient, code: string) => c.json<Answer>(c.post(`${IA}/changeProfile/confirmEmail`, { code }));

/** The code of the personal page's `confirmEmail` query in a confirmation email. */
function confirmCode(mail: Mail | undefined): string {
  const match = /[?&]confirmEmail=([^&]+)/.exec(mail?.links[0] ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

const pw = (a: DemoAccount) => a.password ?? '';

describe('login email change (changeProfile/save + changeProfile/confirmEmail)', () => {
  it('needs the current password, mails the new address a link and the old one a notice, and changes only when the link is opened', async () => {
    const a = DEMO_ACCOUNTS.advisorEn;
    const c = await signedIn(server.url, a);
    const next = 'alex.new@example.com';
    const missing = await save(c, { emailId: next });
    expect(missing.status).toBe(400);
    expect(missing.answer.fields).toEqual([{ field: 'oldPassword', key: 'errors.fields.oldPassword.required' }]);
    expect((await save(c, { emailId: next, oldPassword: 'NotMine2026' })).answer).toMatchObject({ result: 'failure', errCode: 'pwd001', message: 'Your current password is incorrect.' });
    expect(await mailsTo(server.url, next)).toEqual([]);

    // The other fields are saved at once; the email waits for its link.
    const pending = await save(c, { emailId: next, oldPassword: pw(a), city: 'Kingston' });
    expect(pending.answer).toMatchObject({ result: 'success', message: 'email-change-pending', errCode: null });
    expect(await profileOf(c)).toMatchObject({ emailId: a.email, city: 'Kingston' });
    const link = await lastMailTo(server.url, next);
    expect(link?.subject).toBe('Confirm your new login email');
    expect(link?.links[0]?.startsWith(`${server.url}/en/profile.html#/en/profile/personal?confirmEmail=`)).toBe(true);
    const notice = await lastMailTo(server.url, a.email);
    expect(notice?.subject).toBe('Your login email is about to change');
    expect(notice?.text).toContain(next);
    expect(notice?.links.some((l) => l.includes('confirmEmail'))).toBe(false);
    expect(await login(a, pw(a))).toMatchObject({ result: 'success' });
    expect(await login({ email: next }, pw(a))).toMatchObject({ errCode: 'login001' });

    // The link only works for its own account.
    const someoneElse = await signedIn(server.url, DEMO_ACCOUNTS.noCodes);
    expect(await confirm(someoneElse, confirmCode(link))).toMatchObject({ result: 'failure', errCode: 'prfl002' });
    expect(await confirm(c, confirmCode(link))).toMatchObject({ result: 'success', errCode: null });
    expect((await profileOf(c)).emailId).toBe(next);
    expect(await login({ email: next }, pw(a))).toMatchObject({ result: 'success' });
    expect(await login(a, pw(a))).toMatchObject({ errCode: 'login001' });
    // Once used, the link is spent.
    expect(await confirm(c, confirmCode(link))).toMatchObject({ errCode: 'prfl002' });
    // Back to the seeded address for the other tests (changing back follows the same rule).
    expect((await save(c, { emailId: a.email, oldPassword: pw(a) })).answer.message).toBe('email-change-pending');
    expect(await confirm(c, confirmCode(await lastMailTo(server.url, a.email)))).toMatchObject({ result: 'success' });
  });

  it('keeps only the newest link, refuses an expired one, and answers prfl001 when the address was taken meanwhile', async () => {
    const a = DEMO_ACCOUNTS.advisorFr;
    const c = await signedIn(server.url, a, 'fr');
    expect((await save(c, { emailId: 'first.choice@example.com', oldPassword: pw(a) }, 'fr')).answer.message).toBe('email-change-pending');
    const first = await lastMailTo(server.url, 'first.choice@example.com');
    expect(first?.subject).toBe('Confirmez votre nouvelle adresse de connexion');
    expect((await save(c, { emailId: 'second.choice@example.com', oldPassword: pw(a) }, 'fr')).answer.message).toBe('email-change-pending');
    const refused = await c.json<Answer>(c.post('/mi/ia/fr/changeProfile/confirmEmail', { code: confirmCode(first) }));
    expect(refused).toMatchObject({ errCode: 'prfl002', message: expect.stringMatching(/n’est pas valide/) });

    await moveClock(server.url, 25 * 60 * 60 * 1000);
    let stale: TestClient;
    try {
      stale = await signedIn(server.url, a, 'fr');
      expect(await confirm(stale, confirmCode(await lastMailTo(server.url, 'second.choice@example.com')))).toMatchObject({ errCode: 'prfl002' });
    } finally {
      // Back to the real time even when the check fails: the file's next tests must not run 25 h ahead.
      await moveClock(server.url, 0);
    }

    expect((await save(stale, { emailId: 'third.choice@example.com', oldPassword: pw(a) }, 'fr')).answer.message).toBe('email-change-pending');
    const third = confirmCode(await lastMailTo(server.url, 'third.choice@example.com'));
    // Someone registers the address before the link is opened.
    const other = await signedIn(server.url, DEMO_ACCOUNTS.noCodes);
    const theirs = await save(other, { emailId: 'third.choice@example.com', oldPassword: pw(DEMO_ACCOUNTS.noCodes) });
    await confirm(other, confirmCode(await lastMailTo(server.url, 'third.choice@example.com')));
    expect(theirs.answer.message).toBe('email-change-pending');
    expect(await confirm(stale, third)).toMatchObject({ errCode: 'prfl001' });
    expect((await profileOf(stale)).emailId).toBe(a.email);
  });

  it('asks for no password when the email is unchanged (in any case) and requires a session to confirm', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.migrated);
    expect((await save(c, { emailId: DEMO_ACCOUNTS.migrated.email.toUpperCase(), city: 'Laval' })).answer).toMatchObject({ result: 'success', message: null });
    expect((await client(server.url).post(`${IA}/changeProfile/confirmEmail`, { code: 'anything' })).status).toBe(403);
  });
});

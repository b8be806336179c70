import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-accounts';
import { client, codeOf, lastMailTo, signedIn, startTestServer, type TestClient } from './test-client';

type Answer = { result?: string; message?: string | null; errCode?: string | null; fields?: { field: string; key: string }[] };
type Questions = { securityQuestionList: { securityQuestionId: number; description: string }[]; securityQuestion1: number | null; securityQuestion2: number | null; securityQuestion3: number | null; displayChangeQuestionsMsg: boolean };

const IA = '/mi/ia/en';
let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const change = (c: TestClient, oldPassword: string, newPassword: string, extra: Record<string, string> = {}) =>
  c.json<Answer>(c.post(`${IA}/changePasswordFlow/save`, { oldPassword, newPassword, confirmPassword: newPassword, ...extra }));
const login = (email: string, password: string) => client(server.url).json<Answer>(client(server.url).post('/mi/en/login/login', { emailId: email, password }));
const questions = (c: TestClient) => c.json<Questions>(c.get(`${IA}/changeSecurityQuestions/index`));
const pairs = (ids: [number, number, number], answers: [string, string, string]) => ({
  securityQuestion1: String(ids[0]), securityQuestion2: String(ids[1]), securityQuestion3: String(ids[2]),
  securityAnswer1: answers[0], securityAnswer2: answers[1], securityAnswer3: answers[2],
});
const pw = (a: DemoAccount) => a.password ?? '';

describe('password change (changePasswordFlow/save)', () => {
  it('answers pwd001 for a wrong current password, refuses a weak or mismatched new one, then the new password logs in and the old one does not', async () => {
    const a = DEMO_ACCOUNTS.advisorFr;
    const recovery = client(server.url);
    await recovery.post('/mi/fr/forgotPasswordFlow/verifyEmail', { emailId: a.email });
    const resetCode = codeOf(await lastMailTo(server.url, a.email));
    const elsewhere = await signedIn(server.url, a, 'fr');
    const someoneElse = await signedIn(server.url, DEMO_ACCOUNTS.advisorEn);
    const c = await signedIn(server.url, a, 'fr');
    const wrong = await c.json<Answer>(c.post('/mi/ia/fr/changePasswordFlow/save', { oldPassword: 'NotMine2026', newPassword: 'Fresh2026ok', confirmPassword: 'Fresh2026ok' }));
    expect(wrong).toMatchObject({ result: 'failure', errCode: 'pwd001', message: 'Votre mot de passe actuel est incorrect.' });
    const weak = await c.post(`${IA}/changePasswordFlow/save`, { oldPassword: pw(a), newPassword: 'alllower1', confirmPassword: 'other' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as Answer).fields?.map((f) => f.field)).toEqual(['newPassword', 'confirmPassword']);
    expect(await change(c, pw(a), 'Fresh2026ok')).toMatchObject({ result: 'success', errCode: null });
    expect(await login(a.email, 'Fresh2026ok')).toMatchObject({ result: 'success' });
    expect(await login(a.email, pw(a))).toMatchObject({ result: 'failure', errCode: 'login001' });
    // The change ends the user's other sessions (not this one, not another user's) and every outstanding reset link.
    const status = (s: TestClient) => s.json<{ loggedIn: boolean }>(s.get('/mi/api/en/loggedInStatus/index'));
    expect([await status(c), await status(elsewhere), await status(someoneElse)].map((s) => s.loggedIn)).toEqual([true, false, true]);
    expect(await recovery.json<Answer>(recovery.get(`/mi/fr/forgotPasswordFlow/step3?code=${encodeURIComponent(resetCode)}`))).toMatchObject({ errCode: 'fpwd009' });
  });

  it('answers sc003 for any of the last five passwords, and accepts the sixth-last again', async () => {
    const a = DEMO_ACCOUNTS.noCodes;
    const c = await signedIn(server.url, a);
    expect(await change(c, pw(a), pw(a))).toMatchObject({ result: 'failure', errCode: 'sc003', message: 'Your new password must be different from your last five passwords.' });
    const history = ['Second2026a', 'Third2026a', 'Fourth2026a', 'Fifth2026a'];
    let current = pw(a);
    for (const next of history) {
      expect(await change(c, current, next)).toMatchObject({ result: 'success' });
      current = next;
    }
    // Remembered now: the seed password and the four above. Each one is refused …
    for (const old of [pw(a), ...history.slice(0, 3)]) expect((await change(c, current, old)).errCode).toBe('sc003');
    expect(await change(c, current, 'Sixth2026a')).toMatchObject({ result: 'success' });
    // … and one more change pushes the seed password out of the last five.
    expect(await change(c, 'Sixth2026a', pw(a))).toMatchObject({ result: 'success' });
  });

  it('answers fpwd001 for an internal user and changes nothing', async () => {
    const a = DEMO_ACCOUNTS.internal;
    const c = await signedIn(server.url, a);
    expect(await change(c, pw(a), 'Another2026x')).toMatchObject({ result: 'failure', errCode: 'fpwd001', message: expect.stringMatching(/IT service desk/) });
    expect(await login(a.email, pw(a))).toMatchObject({ result: 'success' });
  });

  it('takes the combined flow of a migrated profile: password and three new questions at once, clearing the migrated flag', async () => {
    const a = DEMO_ACCOUNTS.migrated;
    const c = await signedIn(server.url, a);
    expect((await questions(c)).displayChangeQuestionsMsg).toBe(true);
    const half = await c.post(`${IA}/changePasswordFlow/save`, { oldPassword: pw(a), newPassword: 'Combined2026x', confirmPassword: 'Combined2026x', securityQuestion1: '7' });
    expect(half.status).toBe(400);
    expect(((await half.json()) as Answer).fields?.map((f) => f.field).sort()).toEqual(['securityAnswer1', 'securityAnswer2', 'securityAnswer3', 'securityQuestion2', 'securityQuestion3']);
    expect(await login(a.email, pw(a))).toMatchObject({ result: 'success' });
    expect(await change(c, pw(a), 'Combined2026x', pairs([7, 8, 9], ['Ace', 'Lee', 'Paris']))).toMatchObject({ result: 'success' });
    expect(await questions(c)).toMatchObject({ securityQuestion1: 7, securityQuestion2: 8, securityQuestion3: 9, displayChangeQuestionsMsg: false });
    expect((await c.json<{ displayChangeQuestionsMsg: boolean }>(c.get(`${IA}/changeProfile/index`))).displayChangeQuestionsMsg).toBe(false);
    expect(await login(a.email, 'Combined2026x')).toMatchObject({ result: 'success' });
  });
});

describe('security questions (changeSecurityQuestions)', () => {
  // The password tests changed the seeded accounts' passwords: start again from the seed.
  beforeAll(async () => {
    expect((await fetch(`${server.url}/demo/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('lists every question in the page language with the three chosen ids', async () => {
    const fr = await signedIn(server.url, DEMO_ACCOUNTS.advisorEn, 'fr');
    const list = await fr.json<Questions>(fr.get('/mi/ia/fr/changeSecurityQuestions/index'));
    expect(list.securityQuestionList).toHaveLength(9);
    expect(list.securityQuestionList[0]).toEqual({ securityQuestionId: 1, description: 'Quel était le nom de votre premier animal de compagnie\u00a0?' });
    expect(list).toMatchObject({ securityQuestion1: 1, securityQuestion2: 2, securityQuestion3: 3, displayChangeQuestionsMsg: false });
    expect((await client(server.url).get(`${IA}/changeSecurityQuestions/index`)).status).toBe(403);
  });

  it('requires three distinct questions and every answer', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.advisorEn);
    const save = async (body: Record<string, string>) => {
      const response = await c.post(`${IA}/changeSecurityQuestions/save`, body);
      return { status: response.status, answer: (await response.json()) as Answer };
    };
    const same = await save(pairs([4, 4, 4], ['a', 'b', 'c']));
    expect(same.status).toBe(400);
    expect(same.answer.fields).toEqual([
      { field: 'securityQuestion2', key: 'errors.fields.securityQuestion.duplicate' }, { field: 'securityQuestion3', key: 'errors.fields.securityQuestion.duplicate' },
    ]);
    expect((await save(pairs([4, 5, 6], ['a', '', 'c']))).answer.fields).toEqual([expect.objectContaining({ field: 'securityAnswer2', key: 'errors.fields.securityAnswer.required' })]);
    expect((await save(pairs([4, 5, 99], ['a', 'b', 'c']))).answer).toMatchObject({ errCode: 'invalid_fields' });
    expect(await questions(c)).toMatchObject({ securityQuestion1: 1, securityQuestion2: 2, securityQuestion3: 3 });
  });

  it('saves a migrated profile’s new questions, clears its flag, and recovery asks the new ones', async () => {
    const a = DEMO_ACCOUNTS.migrated;
    const c = await signedIn(server.url, a);
    expect(await c.json<Answer>(c.post(`${IA}/changeSecurityQuestions/save`, pairs([5, 6, 2], ['Maple School', 'Dune', 'Halifax'])))).toMatchObject({ result: 'success' });
    expect(await questions(c)).toMatchObject({ securityQuestion1: 5, securityQuestion2: 6, securityQuestion3: 2, displayChangeQuestionsMsg: false });
    const r = client(server.url);
    await r.post('/mi/en/forgotPasswordFlow/verifyEmail', { emailId: a.email });
    const first = await r.json<Answer & { questionLabel?: string }>(r.get(`/mi/en/forgotPasswordFlow/step3?code=${encodeURIComponent(codeOf(await lastMailTo(server.url, a.email)))}`));
    expect(first.questionLabel).toBe('What was the name of your elementary school?');
    expect(await r.json<Answer & { localNumber?: number }>(r.post('/mi/en/forgotPasswordFlow/securityQuestions', { answer1: ' maple  SCHOOL ' }))).toMatchObject({ localNumber: 2 });
  });
});

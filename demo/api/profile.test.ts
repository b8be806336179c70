import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-accounts';
import { client, codeOf, lastMailTo, signedIn, startTestServer, type TestClient } from './test-client';

type Answer = { result: string; message?: string | null; errCode?: string | null; fields?: { field: string; key: string }[] };
type Profile = Record<string, string | number | boolean | null | undefined>;

const IA = '/mi/ia/en';
let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const getProfile = (c: TestClient) => c.json<Profile>(c.get(`${IA}/changeProfile/index`));

/** The profile as the personal page would post it back: every text and number field as a string. */
async function formOf(c: TestClient): Promise<Record<string, string>> {
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries(await getProfile(c))) if (typeof v === 'string' || typeof v === 'number') form[k] = String(v);
  return form;
}

async function save(c: TestClient, changes: Record<string, string>, drop: string[] = []): Promise<{ status: number; answer: Answer }> {
  const form = { ...(await formOf(c)), ...changes };
  for (const name of drop) delete form[name];
  const response = await c.post(`${IA}/changeProfile/save`, form);
  return { status: response.status, answer: (await response.json()) as Answer };
}

const invalid = (answer: Answer) => (answer.fields ?? []).map((f) => f.key).sort();

describe('profile save (changeProfile/save)', () => {
  it('requires a session', async () => {
    const form = await formOf(await signedIn(server.url, DEMO_ACCOUNTS.advisorEn));
    const anonymous = client(server.url);
    expect((await anonymous.get(`${IA}/changeProfile/index`)).status).toBe(403);
    const refused = await anonymous.post(`${IA}/changeProfile/save`, form);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ result: 'failure', errCode: '403' });
    // Without a session, every call of a signed-in page says so before looking at the body: an empty one too.
    for (const path of [`${IA}/changeProfile/save`, `${IA}/changePasswordFlow/save`, `${IA}/changeSecurityQuestions/save`, `${IA}/changeProfile/confirmEmail`, '/mi/ia/en/esign/purchase']) {
      const empty = await anonymous.post(path, {});
      expect(empty.status, path).toBe(403);
      expect(await empty.json(), path).toMatchObject({ errCode: '403', message: 'Please login.' });
    }
  });

  it('keeps the profile lengths: names 2-50, firm and street 50, city 50; a reload shows what was saved', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.advisorEn);
    const tooLong = await save(c, { firstName: 'A', lastName: 'L'.repeat(51), firmName: 'F'.repeat(51), addressLine1: 'S'.repeat(51), city: 'C'.repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.answer.errCode).toBe('invalid_fields');
    expect(invalid(tooLong.answer)).toEqual([
      'errors.fields.addressLine1.maxlength', 'errors.fields.city.maxlength', 'errors.fields.firmName.maxlength',
      'errors.fields.firstName.minlength', 'errors.fields.lastName.maxlength',
    ]);
    expect((await save(c, { firstName: 'F'.repeat(51) })).answer.fields).toEqual([expect.objectContaining({ key: 'errors.fields.firstName.maxlength' })]);
    const longest = { firstName: 'Al', lastName: 'M'.repeat(50), firmName: 'Firm '.repeat(10), addressLine1: 'S'.repeat(50), city: 'C'.repeat(50), mobilePhoneNumber: '514-555-0199' };
    expect((await save(c, longest)).answer).toMatchObject({ result: 'success', errCode: null });
    expect(await getProfile(await signedIn(server.url, DEMO_ACCOUNTS.advisorEn))).toMatchObject({ ...longest, firmName: 'Firm '.repeat(10).trim() });
  });

  it('requires both codes for roles 10 and 12, answers sc001 for an unknown dealer code, and drops the need for other roles', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.migrated);
    const missing = await save(c, { roleId: '12', primaryDealerCode: '', primaryAdvisorCode: '' });
    expect(missing.status).toBe(400);
    expect(invalid(missing.answer)).toEqual(['errors.fields.primaryAdvisorCode.required', 'errors.fields.primaryDealerCode.required']);
    expect((await save(c, { roleId: '10', primaryDealerCode: '0000', primaryAdvisorCode: 'Z9' })).answer).toMatchObject({ result: 'failure', errCode: 'sc001' });
    expect((await save(c, { roleId: '14', primaryDealerCode: '', primaryAdvisorCode: '' })).answer).toMatchObject({ result: 'success' });
    expect(await getProfile(c)).toMatchObject({ roleId: 14, primaryDealerCode: null, primaryAdvisorCode: null });
    expect((await save(c, { roleId: '12', primaryDealerCode: '3456', primaryAdvisorCode: 'Z9' })).answer).toMatchObject({ result: 'success' });
    expect(await getProfile(c)).toMatchObject({ roleId: 12, primaryDealerCode: '3456', primaryAdvisorCode: 'Z9' });
  });

  it('refuses a role off the server\'s list with sc002, a malformed one too (never a 500), and keeps the stored role', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.advisorEn);
    const before = (await getProfile(c)).roleId;
    for (const roleId of ['999', '-1', '0x10', '1e1', 'abc', '10.5', '1e400', '99999999999']) {
      const answer = await save(c, { roleId });
      expect([roleId, answer.status]).toEqual([roleId, 200]);
      expect(answer.answer).toMatchObject({ result: 'failure', errCode: 'sc002' });
    }
    expect((await getProfile(c)).roleId).toBe(before);
  });

  it('answers prfl001 for an email another account holds (an internal one too), not for its own in another case', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.advisorFr, 'fr');
    for (const taken of [DEMO_ACCOUNTS.advisorEn.email, DEMO_ACCOUNTS.internal.email]) {
      const { answer } = await save(c, { emailId: taken });
      expect(answer).toMatchObject({ result: 'failure', errCode: 'prfl001' });
      expect(answer.message).toBe('This email address is already registered. Please enter another one.');
    }
    expect((await c.json<Answer>(c.post('/mi/ia/fr/changeProfile/save', { ...(await formOf(c)), emailId: DEMO_ACCOUNTS.advisorEn.email }))).message).toMatch(/déjà inscrite/);
    expect((await save(c, { emailId: DEMO_ACCOUNTS.advisorFr.email.toUpperCase() })).answer).toMatchObject({ result: 'success' });
    expect((await getProfile(c)).emailId).toBe(DEMO_ACCOUNTS.advisorFr.email);
  });

  it('merges: a field left out keeps its stored value, a field sent empty is cleared', async () => {
    const c = await signedIn(server.url, DEMO_ACCOUNTS.noCodes);
    expect((await save(c, { suiteNumber: '1200', businessExtension: '42' })).answer.result).toBe('success');
    expect((await save(c, { city: 'Ottawa' }, ['suiteNumber', 'businessExtension', 'mobilePhoneNumber', 'preferredFirstName'])).answer.result).toBe('success');
    expect(await getProfile(c)).toMatchObject({ city: 'Ottawa', suiteNumber: '1200', businessExtension: '42', mobilePhoneNumber: '416-555-0177' });
    expect((await save(c, { suiteNumber: '' })).answer.result).toBe('success');
    expect(await getProfile(c)).toMatchObject({ suiteNumber: null, businessExtension: '42' });
    // Required fields too: an update of one field alone, or with nulls in JSON, keeps the rest.
    const before = await getProfile(c);
    expect(await c.json<Answer>(c.post(`${IA}/changeProfile/save`, { suiteNumber: '77' }))).toMatchObject({ result: 'success' });
    expect(await c.json<Answer>(c.post(`${IA}/changeProfile/save`, { firmName: null, lastName: null, city: 'Gatineau' }, 'json'))).toMatchObject({ result: 'success' });
    expect(await getProfile(c)).toEqual({ ...before, suiteNumber: '77', city: 'Gatineau' });
  });

  it('refuses every save of an internal or pre-registered user with sc002-profile', async () => {
    const internal = await signedIn(server.url, DEMO_ACCOUNTS.internal);
    const before = await getProfile(internal);
    expect(before).toMatchObject({ isInternalUser: true });
    expect((await save(internal, { city: 'Montréal' })).answer).toMatchObject({ result: 'failure', errCode: 'sc002-profile' });
    expect((await getProfile(internal)).city).toBe(before.city);
    const preRegistered = await activatedPreRegistered(DEMO_ACCOUNTS.preRegistered);
    expect(await getProfile(preRegistered)).toMatchObject({ preRegistered: true });
    expect((await save(preRegistered, { city: 'Montréal' })).answer).toMatchObject({ result: 'failure', errCode: 'sc002-profile' });
    const questions = { securityQuestion1: '4', securityQuestion2: '5', securityQuestion3: '6', securityAnswer1: 'a', securityAnswer2: 'b', securityAnswer3: 'c' };
    for (const c of [internal, preRegistered]) {
      expect(await c.json<Answer>(c.post(`${IA}/changeSecurityQuestions/save`, questions))).toMatchObject({ errCode: 'sc002-profile' });
    }
    // Nor can a pre-registered user change the password here (internal users get fpwd001: password.test.ts).
    const password = { oldPassword: 'Prereg2026ok', newPassword: 'Changed2026ok', confirmPassword: 'Changed2026ok' };
    expect(await preRegistered.json<Answer>(preRegistered.post(`${IA}/changePasswordFlow/save`, password))).toMatchObject({ errCode: 'sc002-forgot-password' });
  });
});

/** Registers, activates and signs in the pre-registered account (it has no password until then). */
async function activatedPreRegistered(a: DemoAccount): Promise<TestClient> {
  const c = client(server.url);
  const step1 = { firstName: a.firstName, lastName: a.lastName, roleId: String(a.roleId), languagePreferenceCode: 'en', emailId: a.email, professional: 'true' };
  expect(await c.json<Answer>(c.post('/mi/api/en/registrationProcess/register', step1, 'multipart'))).toMatchObject({ message: 'registration-success' });
  const password = 'Prereg2026ok';
  const activation = {
    code: codeOf(await lastMailTo(server.url, a.email)), securityQuestion1: '1', securityQuestion2: '2', securityQuestion3: '3',
    securityAnswer1: 'x', securityAnswer2: 'y', securityAnswer3: 'z', password, confirmPassword: password, confirmReadTermsConditions: 'true',
  };
  expect(await c.json<Answer>(c.post('/mi/api/en/activationProcess/activateProfile', activation))).toMatchObject({ result: 'success' });
  return signedIn(server.url, { email: a.email, password });
}

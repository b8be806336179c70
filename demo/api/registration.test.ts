import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { client, codeOf, lastMailTo, moveClock, startTestServer, type TestClient } from './test-client';

type Answer = { result: string; message?: unknown; errCode?: string | null };

const API = '/mi/api/en/registrationProcess';
const step1 = (emailId: string, roleId = '10') => ({
  firstName: 'Dana', lastName: 'Whitfield', roleId, languagePreferenceCode: 'en', emailId, professional: 'true',
});
const step2 = { firmName: 'Maple Advisors', addressLine1: '1 Bay Street', city: 'Toronto', province: 'ON', postalCode: 'M5J 2R8', businessPhoneNumber: '416-555-0123', primaryDealerCode: '1234', primaryAdvisorCode: 'AB12' };
const activation = (code: string, password = 'NewAdvisor2026') => ({
  code, securityQuestion1: '1', securityQuestion2: '2', securityQuestion3: '3', securityAnswer1: 'Rex',
  securityAnswer2: 'Ottawa', securityAnswer3: 'Ford', password, confirmPassword: password, confirmReadTermsConditions: 'true',
});

let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function register(c: TestClient, emailId: string): Promise<string> {
  expect(await c.json<Answer>(c.post(`${API}/register`, step1(emailId), 'multipart'))).toMatchObject({ result: 'success', message: 'address-details' });
  const progress = await c.json<{ dlrRepRequired: boolean; commandInfromation: { newProfileRequired: boolean } }>(c.get(`${API}/flowProgress`));
  expect(progress.dlrRepRequired).toBe(true);
  expect(progress.commandInfromation.newProfileRequired).toBe(true);
  expect(await c.json<Answer>(c.post(`${API}/addressDetails`, step2, 'multipart'))).toMatchObject({ result: 'success', message: 'registration-success' });
  return codeOf(await lastMailTo(server.url, emailId));
}

async function mailsTo(to: string): Promise<number> {
  const mails = (await (await fetch(`${server.url}/demo/mailbox.json`)).json()) as { to: string }[];
  return mails.filter((m) => m.to === to).length;
}

describe('registration, activation and login', () => {
  it('refuses a role off the server\'s list with sc002, a malformed one too (never a 500)', async () => {
    for (const roleId of ['999', '0x10', 'abc', '1e400']) {
      const response = await client(server.url).post(`${API}/register`, step1(`role-${roleId.length}@example.com`, roleId), 'multipart');
      expect([roleId, response.status]).toEqual([roleId, 200]);
      expect(await response.json()).toMatchObject({ result: 'failure', errCode: 'sc002' });
    }
  });

  it('registers, activates from the mailbox link, then logs in', async () => {
    const c = client(server.url);
    const code = await register(c, 'dana@example.com');
    expect(code).not.toBe('');
    const valid = await c.json<Answer>(c.get(`/mi/api/en/activationProcess/validateActivation?code=${encodeURIComponent(code)}`));
    expect(valid.result).toBe('success');
    expect(Array.isArray(valid.message) && valid.message.length >= 8).toBe(true);
    const done = await c.json<Answer>(c.post('/mi/api/en/activationProcess/activateProfile', activation(code)));
    expect(done).toMatchObject({ result: 'success', message: 'dana@example.com' });
    const login = await c.json<Answer>(c.post('/mi/en/login/login', { emailId: 'Dana@Example.com', password: 'NewAdvisor2026' }));
    expect(login.result).toBe('success');
    expect(await c.json(c.get('/mi/api/en/loggedInStatus/index'))).toEqual({ loggedIn: true });
    const profile = await c.json<{ primaryDealerCode: string; roleId: number }>(c.get('/mi/ia/en/changeProfile/index'));
    expect(profile).toMatchObject({ primaryDealerCode: '1234', roleId: 10 });
    await c.post('/mi/en/login/logout');
    expect(await c.json(c.get('/mi/api/en/loggedInStatus/index'))).toEqual({ loggedIn: false });
    expect((await c.get('/mi/ia/en/changeProfile/index')).status).toBe(403);
    // The link is single-use.
    expect(await c.json<Answer>(c.get(`/mi/api/en/activationProcess/validateActivation?code=${encodeURIComponent(code)}`))).toMatchObject({ errCode: 'reg001' });
  });

  it('takes the values as the widgets clean them up: spaces trimmed, phone and postal code in the spec format, extension digits only', async () => {
    const c = client(server.url);
    expect(await c.json<Answer>(c.post(`${API}/register`, { ...step1(' tidy@example.com '), firstName: '  Tia ' }, 'multipart'))).toMatchObject({ result: 'success' });
    const messy = { ...step2, firmName: ' Maple Advisors ', postalCode: ' m5j2r8 ', businessPhoneNumber: '(416) 555 0123', businessExtension: ' 42 ' };
    expect((await c.post(`${API}/addressDetails`, { ...messy, businessExtension: '4a' }, 'multipart')).status).toBe(400);
    expect(await c.json<Answer>(c.post(`${API}/addressDetails`, messy, 'multipart'))).toMatchObject({ result: 'success', message: 'registration-success' });
    const code = codeOf(await lastMailTo(server.url, 'tidy@example.com'));
    await c.post('/mi/api/en/activationProcess/activateProfile', activation(code));
    expect((await c.json<Answer>(c.post('/mi/en/login/login', { emailId: 'tidy@example.com', password: 'NewAdvisor2026' }))).result).toBe('success');
    const profile = await c.json<Record<string, unknown>>(c.get('/mi/ia/en/changeProfile/index'));
    expect(profile).toMatchObject({ firstName: 'Tia', firmName: 'Maple Advisors', postalCode: 'M5J 2R8', businessPhoneNumber: '416-555-0123', businessExtension: '42' });
  });

  it('sends the activation email in the chosen language', async () => {
    const c = client(server.url);
    await c.post(`${API}/register`, { ...step1('eloise@example.com', '14'), languagePreferenceCode: 'fr' }, 'multipart');
    const progress = await c.json<{ dlrRepRequired: boolean }>(c.get(`${API}/flowProgress`));
    expect(progress.dlrRepRequired).toBe(false);
    const { primaryDealerCode: _d, primaryAdvisorCode: _a, ...noCodes } = step2;
    expect(await c.json<Answer>(c.post(`${API}/addressDetails`, noCodes, 'multipart'))).toMatchObject({ result: 'success' });
    const mail = await lastMailTo(server.url, 'eloise@example.com');
    expect(mail?.subject).toMatch(/Activez/);
    expect(mail?.links[0]?.startsWith(`${server.url}/fr/registration.html#/fr/registration-process/activate?code=`)).toBe(true);
  });

  it('answers reg001 for an active email, reg002 with a fresh link for a pending one, reg005 when suspended', async () => {
    const c = client(server.url);
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(DEMO_ACCOUNTS.advisorEn.email), 'multipart'))).toMatchObject({ result: 'failure', errCode: 'reg001' });
    const before = await lastMailTo(server.url, DEMO_ACCOUNTS.notActivated.email);
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(DEMO_ACCOUNTS.notActivated.email), 'multipart'))).toMatchObject({ errCode: 'reg002' });
    const after = await lastMailTo(server.url, DEMO_ACCOUNTS.notActivated.email);
    expect(after).toBeDefined();
    expect(after?.sentAt).not.toBe(before?.sentAt);
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(DEMO_ACCOUNTS.suspended.email), 'multipart'))).toMatchObject({ errCode: 'reg005' });
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(DEMO_ACCOUNTS.internal.email), 'multipart'))).toMatchObject({ errCode: 'prfl001' });
  });

  it('bypasses step 2 for a pre-registered user', async () => {
    const c = client(server.url);
    expect(await c.json<Answer>(c.post(`${API}/register`, step1(DEMO_ACCOUNTS.preRegistered.email), 'multipart'))).toMatchObject({ result: 'success', message: 'registration-success' });
    const progress = await c.json<{ commandInfromation: { newProfileRequired: boolean } }>(c.get(`${API}/flowProgress`));
    expect(progress.commandInfromation.newProfileRequired).toBe(false);
    expect(codeOf(await lastMailTo(server.url, DEMO_ACCOUNTS.preRegistered.email))).not.toBe('');
  });

  it('answers sc001 for an unknown dealer code', async () => {
    const c = client(server.url);
    await c.post(`${API}/register`, step1('codes@example.com'), 'multipart');
    expect(await c.json<Answer>(c.post(`${API}/addressDetails`, { ...step2, primaryDealerCode: '0000' }, 'multipart'))).toMatchObject({ errCode: 'sc001' });
  });

  it('answers sc005 for an unknown code and reg003 with a new link once expired', async () => {
    const c = client(server.url);
    expect(await c.json<Answer>(c.get('/mi/api/en/activationProcess/validateActivation?code=nope'))).toMatchObject({ errCode: 'sc005' });
    const code = await register(c, 'late@example.com');
    await moveClock(server.url, 15 * 24 * 60 * 60 * 1000);
    try {
      expect(await c.json<Answer>(c.get(`/mi/api/en/activationProcess/validateActivation?code=${code}`))).toMatchObject({ errCode: 'reg003' });
      const fresh = codeOf(await lastMailTo(server.url, 'late@example.com'));
      expect(fresh).not.toBe(code);
      expect(await c.json<Answer>(c.get(`/mi/api/en/activationProcess/validateActivation?code=${fresh}`))).toMatchObject({ result: 'success' });
    } finally {
      await moveClock(server.url, 0);
    }
  });

  it('answers reg003 again, without another email, when an expired link is opened a second time', async () => {
    const c = client(server.url);
    const code = await register(c, 'twice-late@example.com');
    await moveClock(server.url, 15 * 24 * 60 * 60 * 1000);
    try {
      const validate = () => c.json<Answer>(c.get(`/mi/api/en/activationProcess/validateActivation?code=${code}`));
      expect(await validate()).toMatchObject({ errCode: 'reg003' });
      const mailed = await mailsTo('twice-late@example.com');
      // The account is still pending: not "already active", and the first visit already mailed a new link.
      expect(await validate()).toMatchObject({ errCode: 'reg003' });
      expect(await mailsTo('twice-late@example.com')).toBe(mailed);
    } finally {
      await moveClock(server.url, 0);
    }
  });

  it('activates once when the same code is posted twice at the same time', async () => {
    const code = await register(client(server.url), 'race@example.com');
    const post = () => client(server.url).json<Answer>(client(server.url).post('/mi/api/en/activationProcess/activateProfile', activation(code)));
    const answers = await Promise.all([post(), post()]);
    expect(answers.filter((a) => a.result === 'success')).toHaveLength(1);
    expect(answers.filter((a) => a.errCode === 'reg001')).toHaveLength(1);
  });

  it('gives login codes without saying which part was wrong', async () => {
    const c = client(server.url);
    const login = (emailId: string, password: string) => c.json<Answer>(c.post('/mi/en/login/login', { emailId, password }));
    expect(await login('nobody@example.com', 'Whatever2026')).toMatchObject({ errCode: 'login001' });
    expect(await login(DEMO_ACCOUNTS.advisorEn.email, 'Wrong2026pass')).toMatchObject({ errCode: 'login001' });
    expect(await login(DEMO_ACCOUNTS.notActivated.email, 'Whatever2026')).toMatchObject({ errCode: 'fpwd003' });
    expect(await login(DEMO_ACCOUNTS.suspended.email, DEMO_ACCOUNTS.suspended.password ?? '')).toMatchObject({ errCode: 'reg005' });
    expect(c.cookies.size).toBe(0);
  });

  it('answers prfl001 when a profile takes another account email', async () => {
    const c = client(server.url);
    const a = DEMO_ACCOUNTS.advisorFr;
    await c.post('/mi/fr/login/login', { emailId: a.email, password: a.password ?? '' });
    const profile = await c.json<Record<string, string | number | null>>(c.get('/mi/ia/fr/changeProfile/index'));
    const form: Record<string, string> = {};
    for (const [k, v] of Object.entries(profile)) if (typeof v === 'string' || typeof v === 'number') form[k] = String(v);
    const saved = await c.json<Answer>(c.post('/mi/ia/fr/changeProfile/save', { ...form, emailId: DEMO_ACCOUNTS.advisorEn.email }));
    expect(saved).toMatchObject({ result: 'failure', errCode: 'prfl001' });
    expect(String(saved.message)).toMatch(/courriel/);
  });
});

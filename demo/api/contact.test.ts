import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_FIELD, CAPTCHA_REFUSED, EXTRA_CODES } from '../../src/contract';
import { CLIENT_RELATIONS_EMAIL, CONTACT_LIMITS } from './routes/misc';
import type { DemoServer } from './server';
import { client, mailsTo, moveClock, startTestServer, type TestClient } from './test-client';

type Answer = { result: string; errCode?: string; message?: string; fields?: { field: string; key: string }[] };

let server: DemoServer;
beforeAll(async () => {
  // Captcha on, as in `npm start`: the contact form always carries one.
  server = await startTestServer({ captcha: 'required' });
});
afterAll(async () => {
  await server?.close();
});

const message = (email: string, language = 'en', extra: Record<string, string> = {}) => ({
  resourceType: 'contactusForm', language, firstName: 'Noor', lastName: 'Haddad', organizationName: 'Haddad Wealth',
  phoneNumber: '416-555-0142', extension: '12', email, dealerCode: '1234', advisorCode: 'A12', subject: 'Fund documents',
  messageBody: 'Where can I find the simplified prospectus?', ...extra,
});

async function solved(c: TestClient): Promise<string> {
  const challenge = await c.json<Challenge>(c.get('/mi/api/captcha/challenge'));
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function send(c: TestClient, body: Record<string, string>): Promise<{ status: number; answer: Answer }> {
  const response = await c.post('/bin/mi/contactus', body);
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function stored(email: string): Promise<Record<string, string>[]> {
  const { rows } = await server.db.query<{ payload: Record<string, string> }>("SELECT payload FROM contact_messages WHERE payload->>'email' = $1 ORDER BY id", [email]);
  return rows.map((r) => r.payload);
}

describe('contact (POST /bin/mi/contactus)', () => {
  it('stores the message, mails it to Client Relations and acknowledges it to the sender, HTTP 200', async () => {
    const c = client(server.url);
    const sent = await send(c, { ...message('noor@example.com'), [CAPTCHA_FIELD]: await solved(c) });
    expect(sent).toEqual({ status: 200, answer: { result: 'success' } });
    const [kept, ...more] = await stored('noor@example.com');
    expect(more).toHaveLength(0);
    expect(kept).toMatchObject({ firstName: 'Noor', subject: 'Fund documents', dealerCode: '1234', resourceType: 'contactusForm', language: 'en' });
    expect(kept).not.toHaveProperty(CAPTCHA_FIELD);
    const [relations] = (await mailsTo(server.url, CLIENT_RELATIONS_EMAIL)).filter((m) => m.text.includes('noor@example.com'));
    expect(relations?.subject).toBe('[Contact] Fund documents');
    expect(relations?.text).toContain('Where can I find the simplified prospectus?');
    expect(relations?.text).toContain('Haddad Wealth');
    const [ack, ...twice] = await mailsTo(server.url, 'noor@example.com');
    expect(twice).toHaveLength(0);
    expect(ack).toMatchObject({ language: 'en', subject: 'We received your message' });
    expect(ack?.text).toMatch(/within two business days/);
    // The sender's address is not verified: the acknowledgement repeats none of their text.
    expect(ack?.text).not.toContain('Fund documents');
    expect(ack?.text).not.toContain('simplified prospectus');
    expect(ack?.text).toMatch(/If you did not write to us/);
  });

  it('mails a subject typed with line breaks as one header line (no "Bcc:" header of its own)', async () => {
    const c = client(server.url);
    const subject = 'Hello\r\nBcc: victim@example.com\r\nX-Injected: 1';
    expect((await send(c, { ...message('crlf@example.com', 'en', { subject }), [CAPTCHA_FIELD]: await solved(c) })).answer.result).toBe('success');
    const [relations] = (await mailsTo(server.url, CLIENT_RELATIONS_EMAIL)).filter((m) => m.text.includes('crlf@example.com'));
    expect(relations?.subject).toBe('[Contact] Hello Bcc: victim@example.com X-Injected: 1');
    // The message itself keeps what was typed.
    expect((await stored('crlf@example.com'))[0]?.subject).toBe(subject);
  });

  it('acknowledges in French to a sender writing from the French page', async () => {
    const c = client(server.url);
    expect((await send(c, { ...message('amelie@example.com', 'fr-ca'), [CAPTCHA_FIELD]: await solved(c) })).answer.result).toBe('success');
    const [ack] = await mailsTo(server.url, 'amelie@example.com');
    expect(ack).toMatchObject({ language: 'fr', subject: 'Nous avons reçu votre message' });
    expect(ack?.text).toMatch(/deux jours ouvrables/);
    expect((await stored('amelie@example.com'))[0]?.language).toBe('fr');
  });

  it('accepts a visitor’s message without the optional fields (firm, extension, codes)', async () => {
    const c = client(server.url);
    const { organizationName: _o, extension: _e, dealerCode: _d, advisorCode: _a, ...required } = message('visitor@example.com', 'en');
    expect((await send(c, { ...required, [CAPTCHA_FIELD]: await solved(c) })).answer.result).toBe('success');
    const [kept] = await stored('visitor@example.com');
    expect(kept).toMatchObject({ firstName: 'Noor', subject: 'Fund documents' });
    const [relations] = (await mailsTo(server.url, CLIENT_RELATIONS_EMAIL)).filter((m) => m.text.includes('visitor@example.com'));
    expect(relations?.text).toContain('Where can I find the simplified prospectus?');
    expect(await mailsTo(server.url, 'visitor@example.com')).toHaveLength(1);
  });

  it('answers a refused captcha like the other flows: HTTP 200 with the captcha code, nothing stored or mailed', async () => {
    const c = client(server.url);
    for (const proof of ['', 'not-a-proof']) {
      const refused = await send(c, { ...message('refused@example.com'), [CAPTCHA_FIELD]: proof });
      expect(refused.status).toBe(200);
      expect(refused.answer).toMatchObject({ result: 'failure', errCode: CAPTCHA_REFUSED });
      expect(refused.answer.message).toMatch(/captcha/);
    }
    const { [CAPTCHA_FIELD]: _omitted, ...noProof } = { ...message('refused@example.com'), [CAPTCHA_FIELD]: '' };
    expect((await send(c, noProof)).answer.errCode).toBe(CAPTCHA_REFUSED);
    // A solved proof counts once: replayed, it is refused.
    const proof = await solved(c);
    expect((await send(c, { ...message('replay@example.com'), [CAPTCHA_FIELD]: proof })).answer.result).toBe('success');
    expect((await send(c, { ...message('replay@example.com'), [CAPTCHA_FIELD]: proof })).answer.errCode).toBe(CAPTCHA_REFUSED);
    expect(await stored('refused@example.com')).toEqual([]);
    expect(await stored('replay@example.com')).toHaveLength(1);
    expect(await mailsTo(server.url, 'refused@example.com')).toEqual([]);
  });

  it('refuses invalid fields with the contract’s invalid-field code, listing each field', async () => {
    const c = client(server.url);
    const bad = await send(c, { ...message('not-an-email', 'en', { dealerCode: '12345', advisorCode: '1234567', subject: 'S'.repeat(256), messageBody: '', firstName: 'N' }), [CAPTCHA_FIELD]: '' });
    expect(bad.status).toBe(400);
    expect(bad.answer.errCode).toBe(EXTRA_CODES.invalidFields);
    expect(bad.answer.fields?.map((f) => f.key).sort()).toEqual([
      'errors.fields.advisorCode.maxlength', 'errors.fields.dealerCode.maxlength', 'errors.fields.email.pattern',
      'errors.fields.firstName.minlength', 'errors.fields.messageBody.required', 'errors.fields.subject.maxlength',
    ]);
    const missing = await c.post('/bin/mi/contactus', { firstName: 'Noor' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errCode: EXTRA_CODES.badRequest });
  });

  it('takes at most CONTACT_LIMITS.perClient messages an hour from one client: then 429, nothing stored or mailed, until the hour passes', async () => {
    const c = client(server.url);
    const inWindow = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE client IS NOT NULL')).rows[0]?.n ?? 0;
    // This file's earlier messages count too (one client): fill the hour up to the bound.
    while ((await inWindow()) < CONTACT_LIMITS.perClient) {
      expect((await send(c, { ...message('steady@example.com'), [CAPTCHA_FIELD]: await solved(c) })).answer.result).toBe('success');
    }
    const acks = (await mailsTo(server.url, 'flood@example.com')).length;
    const refused = await send(c, { ...message('flood@example.com'), [CAPTCHA_FIELD]: await solved(c) });
    expect(refused).toMatchObject({ status: 429, answer: { result: 'failure', errCode: 'contact_limit' } });
    expect(await stored('flood@example.com')).toEqual([]);
    expect((await mailsTo(server.url, 'flood@example.com')).length).toBe(acks);
    await moveClock(server.url, CONTACT_LIMITS.windowMs + 60_000);
    expect((await send(c, { ...message('flood@example.com'), [CAPTCHA_FIELD]: await solved(c) })).answer.result).toBe('success');
  });
});

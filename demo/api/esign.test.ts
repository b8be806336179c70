import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_CODES } from '../../src/contract';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { client, mailsTo, signedIn, startTestServer, type TestClient } from './test-client';

type Answer = { result: string; status?: string | number; errCode?: string; fields?: { field: string; key: string }[] };

let server: DemoServer;
let advisor: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  advisor = await signedIn(server.url, DEMO_ACCOUNTS.advisorEn);
});
afterAll(async () => {
  await server?.close();
});

const ADVISOR = DEMO_ACCOUNTS.advisorEn.email;
const investor = (email: string) => ({ firstName: 'Ines', lastName: 'Moreau', email, phone: '416-555-0188', extension: '' });
const joint = (email: string) => ({ jointFirstName: 'Omar', jointLastName: 'Moreau', jointEmail: email, jointPhone: '647-555-0190' });

async function send(c: TestClient, mode: 'purchase' | 'redeem', body: Record<string, string>, locale: 'en' | 'fr' = 'en'): Promise<{ status: number; answer: Answer }> {
  const response = await c.post(`/mi/ia/${locale}/esign/${mode}`, body);
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function lastStored(): Promise<{ mode: string; request_type: string; fund_id: string; payload: { investor: Record<string, string>; joint: Record<string, string> | null } }> {
  const { rows } = await server.db.query<Awaited<ReturnType<typeof lastStored>>>('SELECT mode, request_type, fund_id, payload FROM esign_requests ORDER BY id DESC LIMIT 1');
  if (!rows[0]) throw new Error('no stored e-signature request');
  return rows[0];
}

describe('e-signature purchase and redemption (esign/purchase, esign/redeem)', () => {
  it('requires a session, and refuses an advisor without dealer and advisor codes with 403-docusign', async () => {
    const body = { requestType: 'individualSubscriber', fundId: 'F101', ...investor('nobody@example.com') };
    expect((await send(client(server.url), 'purchase', body)).status).toBe(403);
    const noCodes = await signedIn(server.url, DEMO_ACCOUNTS.noCodes);
    expect(await send(noCodes, 'purchase', body)).toEqual({ status: 200, answer: { result: 'failure', status: EXTRA_CODES.docusign } });
    expect((await send(noCodes, 'redeem', { requestType: 'individualAccount', fundId: 'R201', firstName: 'A', lastName: 'B' })).answer.status).toBe(EXTRA_CODES.docusign);
    expect(await mailsTo(server.url, 'nobody@example.com')).toEqual([]);
  });

  it('sends an individual purchase: stored without the joint data posted beside it, mailed to the investor and copied to the advisor, naming fund and type', async () => {
    const copiesBefore = (await mailsTo(server.url, ADVISOR)).length;
    const sent = await send(advisor, 'purchase', { requestType: 'individualSubscriber', fundId: 'F101', ...investor('ines@example.com'), ...joint('omar@example.com') });
    expect(sent).toEqual({ status: 200, answer: { result: 'success', status: 'sent' } });
    const stored = await lastStored();
    expect(stored).toMatchObject({ mode: 'purchase', request_type: 'individualSubscriber', fund_id: 'F101', payload: { joint: null } });
    expect(stored.payload.investor).toEqual({ firstName: 'Ines', lastName: 'Moreau', email: 'ines@example.com', phone: '416-555-0188', extension: '' });
    const [toInvestor, ...more] = await mailsTo(server.url, 'ines@example.com');
    expect(more).toEqual([]);
    expect(toInvestor?.subject).toBe('Documents to sign electronically');
    expect(toInvestor?.text).toContain('Fund: Canadian Equity Fund');
    expect(toInvestor?.text).toContain('Request: Purchase – Individual Investor');
    const copies = (await mailsTo(server.url, ADVISOR)).slice(copiesBefore);
    expect(copies.map((m) => m.subject)).toEqual(['Copy of your e-signature request']);
    expect(copies[0]?.text).toContain('Investor: Ines Moreau <ines@example.com>');
    expect(copies[0]?.text).not.toContain('Omar');
    expect(await mailsTo(server.url, 'omar@example.com')).toEqual([]);
  });

  it('sends a joint purchase to both investors, and names a failing co-investor field as it was posted', async () => {
    const body = { requestType: 'jointSubscriber', fundId: 'F102', ...investor('pat@example.com'), ...joint('sam@example.com') };
    const bad = await send(advisor, 'purchase', { ...body, jointEmail: '', jointPhone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.answer.fields?.map((f) => f.field)).toEqual(['jointEmail', 'jointPhone']);
    expect(bad.answer.fields?.[1]?.key).toBe('errors.fields.phoneNumber.pattern');
    expect((await send(advisor, 'purchase', body)).answer).toEqual({ result: 'success', status: 'sent' });
    expect((await lastStored()).payload.joint).toEqual({ firstName: 'Omar', lastName: 'Moreau', email: 'sam@example.com', phone: '647-555-0190' });
    for (const to of ['pat@example.com', 'sam@example.com']) {
      const [mail] = await mailsTo(server.url, to);
      expect(mail?.text).toContain('Request: Purchase – Joint Investor');
      expect(mail?.text).toContain('Joint investor: Omar Moreau <sam@example.com>');
    }
  });

  it('sends an entity purchase to its signatory in French when sent from the French page', async () => {
    const body = { requestType: 'corporateSubscriber', fundId: 'F103', corporationName: 'Moreau Holdings', signatoryFirstName: 'Léa', signatoryLastName: 'Roy', email: 'lea@example.com', phone: '514-555-0100' };
    expect((await send(advisor, 'purchase', body, 'fr')).answer.result).toBe('success');
    const [mail] = await mailsTo(server.url, 'lea@example.com');
    expect(mail).toMatchObject({ language: 'fr', subject: 'Documents à signer électroniquement' });
    expect(mail?.text).toContain('Fonds\u00a0: Fonds d’obligations canadiennes');
    expect(mail?.text).toContain('Demande\u00a0: Achat – Investisseur personne morale');
    expect(mail?.text).toContain('Moreau Holdings, signataire\u00a0: Léa Roy <lea@example.com>');
  });

  it('sends a joint and a managed redemption with names only: the advisor gets the copy', async () => {
    expect((await send(advisor, 'redeem', { requestType: 'jointAccount', fundId: 'R202', firstName: 'Ana', lastName: 'Silva', jointFirstName: 'Rui', jointLastName: 'Silva', email: 'ana@example.com' })).answer.result).toBe('success');
    expect(await lastStored()).toMatchObject({ mode: 'redeem', request_type: 'jointAccount', payload: { investor: { firstName: 'Ana', lastName: 'Silva' }, joint: { firstName: 'Rui', lastName: 'Silva' } } });
    // Redemption has no investor email: the one posted is neither kept nor used.
    expect((await lastStored()).payload.investor).not.toHaveProperty('email');
    expect(await mailsTo(server.url, 'ana@example.com')).toEqual([]);
    const copy = (await mailsTo(server.url, ADVISOR)).at(-1)?.text;
    expect(copy).toContain('Request: Redemption – Joint Investor');
    // No investor was mailed: the copy does not say the request went to them.
    expect(copy).toContain('Your request was sent for electronic signature.');
    expect(copy).not.toMatch(/to the investors?/);
    expect((await send(advisor, 'redeem', { requestType: 'managedAccount', fundId: 'R204', firstName: 'Kim', lastName: 'Park' })).answer.result).toBe('success');
    expect((await mailsTo(server.url, ADVISOR)).at(-1)?.text).toContain('Fund: Money Market Fund – Series A');
    expect((await send(advisor, 'redeem', { requestType: 'jointAccount', fundId: 'R202', firstName: 'Ana', lastName: 'Silva' })).status).toBe(400);
  });

  it('answers unknown-fund for a fund missing from the mode’s list, and a 400 for a request type of the other mode or none', async () => {
    const individual = { ...investor('ivy@example.com') };
    for (const [mode, fundId] of [['purchase', 'R201'], ['redeem', 'F101'], ['purchase', 'F999']] as const) {
      const requestType = mode === 'purchase' ? 'individualSubscriber' : 'individualAccount';
      expect((await send(advisor, mode, { requestType, fundId, ...individual })).answer, `${mode} ${fundId}`).toEqual({ result: 'failure', status: 'unknown-fund' });
    }
    const otherMode = await send(advisor, 'purchase', { requestType: 'individualAccount', fundId: 'F101', ...individual });
    expect(otherMode.status).toBe(400);
    expect(otherMode.answer).toMatchObject({ errCode: EXTRA_CODES.invalidFields, fields: [{ field: 'requestType' }] });
    expect(await send(advisor, 'purchase', { requestType: 'everyone', fundId: 'F101', ...individual })).toMatchObject({ status: 400, answer: { errCode: EXTRA_CODES.badRequest } });
    expect(await mailsTo(server.url, 'ivy@example.com')).toEqual([]);
  });
  it('names the advisor as reviewed (a session edit), copies the signed-in advisor, and never saves the edit to the profile', async () => {
    const edited = {
      advisorFirstName: 'Alexandra', advisorLastName: 'Martin', advisorEmail: 'alex.desk@example.com', advisorStreetAddress: '1 Bay Street',
      advisorSuite: '200', advisorCity: 'Toronto', advisorProvince: 'ON', advisorPostalCode: 'M5J 2T3',
      advisorBusinessPhoneNumber: '416-555-0150', advisorPhoneNumber: '416-555-0177',
    };
    const copiesBefore = (await mailsTo(server.url, ADVISOR)).length;
    const sent = await send(advisor, 'purchase', { requestType: 'individualSubscriber', fundId: 'F104', ...investor('uma@example.com'), ...edited });
    expect(sent.answer).toEqual({ result: 'success', status: 'sent' });
    const [mail] = await mailsTo(server.url, 'uma@example.com');
    expect(mail?.text).toContain('Advisor: Alexandra Martin <alex.desk@example.com>');
    const copies = (await mailsTo(server.url, ADVISOR)).slice(copiesBefore);
    expect(copies.map((m) => m.text.includes('Advisor: Alexandra Martin'))).toEqual([true]);
    expect(await mailsTo(server.url, 'alex.desk@example.com')).toEqual([]);
    const { rows } = await server.db.query<{ payload: { advisor: Record<string, string> } }>('SELECT payload FROM esign_requests ORDER BY id DESC LIMIT 1');
    expect(rows[0]?.payload.advisor).toMatchObject({ firstName: 'Alexandra', suite: '200', postalCode: 'M5J 2T3' });
    const profile = await advisor.json<{ firstName: string; emailId: string; addressLine1: string }>(advisor.get('/mi/ia/en/changeProfile/index'));
    expect(profile).toMatchObject({ firstName: 'Alex', emailId: ADVISOR, addressLine1: '100 King Street West' });
  });

  it('refuses an advisor edit that breaks the advisor form, naming the field as posted, and sends nothing', async () => {
    const body = { requestType: 'individualSubscriber', fundId: 'F101', ...investor('vic@example.com'), advisorFirstName: 'Alex', advisorLastName: 'Martin', advisorEmail: 'not-an-email' };
    const bad = await send(advisor, 'purchase', body);
    expect(bad.status).toBe(400);
    expect(bad.answer.fields?.map((f) => f.field)).toEqual(expect.arrayContaining(['advisorEmail', 'advisorPostalCode', 'advisorPhoneNumber']));
    expect(bad.answer.fields?.map((f) => f.field).every((f) => f.startsWith('advisor'))).toBe(true);
    expect(await mailsTo(server.url, 'vic@example.com')).toEqual([]);
  });

  it('mails an entity redemption’s signatory (the one redemption investor with an email), and refuses a request without a fund', async () => {
    const body = { requestType: 'corporateAccount', fundId: 'R203', corporationName: 'Roy Holdings', signatoryFirstName: 'Luc', signatoryLastName: 'Roy', email: 'luc@example.com', phone: '514-555-0111' };
    expect((await send(advisor, 'redeem', body)).answer.result).toBe('success');
    const [mail] = await mailsTo(server.url, 'luc@example.com');
    expect(mail?.text).toContain('Request: Redemption – Entity Investor');
    expect(mail?.text).toContain('Fund: Canadian Bond Fund – Series A');
    const noFund = await send(advisor, 'redeem', { ...body, fundId: '', email: 'lea2@example.com' });
    expect(noFund).toMatchObject({ status: 400, answer: { fields: [{ field: 'fundId' }] } });
    expect(await mailsTo(server.url, 'lea2@example.com')).toEqual([]);
  });
});

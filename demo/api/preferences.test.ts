import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_CODES, type SubscriberRecord } from '../../src/contract';
import type { DemoServer } from './server';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-accounts';
import { client, mailsTo, signedIn, startTestServer, type TestClient } from './test-client';

type Render = { status: number; userInfo?: SubscriberRecord | null };
type Saved = { hash: string | null; errCode?: string | null; result: string };

let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function hashOf(a: DemoAccount): Promise<string> {
  const c = await signedIn(server.url, a);
  return String((await c.json<{ emailPreferencesHash: string }>(c.get('/mi/ia/en/changeProfile/index'))).emailPreferencesHash);
}
const render = (c: TestClient, ht: string, locale = 'en') => c.json<Render>(c.get(`/mi/${locale}/emailPreferences/renderEmailPreferences?ht=${encodeURIComponent(ht)}`));
const record = async (ht: string) => (await render(client(server.url), ht)).userInfo as SubscriberRecord;
const flags = (r: SubscriberRecord) => Object.fromEntries(r.subscriptions.map((s) => [s.id.replace('SUBSCRIPTION', ''), s.isSubscribed]));
/** The record with some flags changed, as the form posts it. */
function setFlags(r: SubscriberRecord, changes: Record<string, boolean>, OPTOUT = r.OPTOUT): SubscriberRecord {
  const subscriptions = r.subscriptions.map((s) => ({ ...s, isSubscribed: changes[s.id.replace('SUBSCRIPTION', '')] ?? s.isSubscribed }));
  return { ...r, subscriptions, OPTOUT, LastModifiedDate: new Date().toISOString() };
}
/** Posts the record back with some flags changed, as the form would. */
function save(c: TestClient, r: SubscriberRecord, changes: Record<string, boolean>, OPTOUT = r.OPTOUT): Promise<Saved> {
  return c.json<Saved>(c.post('/mi/en/emailPreferences/index', setFlags(r, changes, OPTOUT), 'json'));
}

describe('email preferences (renderEmailPreferences, emailPreferences/index)', () => {
  it('reads the subscriber record by hash without a login, with ISO timestamps', async () => {
    const ht = await hashOf(DEMO_ACCOUNTS.advisorFr);
    const answer = await render(client(server.url), ht, 'fr');
    expect(answer.status).toBe(200);
    expect(answer.userInfo).toMatchObject({ EMAIL: DEMO_ACCOUNTS.advisorFr.email, HASH: ht, RequiresSync: true, LANGUAGE: 'French', FIRSTNAME: 'Geneviève', OPTOUT: false });
    expect(answer.userInfo?.subscriptions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `SUBSCRIPTION${n}`));
    for (const date of [answer.userInfo?.LastModifiedDate, ...(answer.userInfo?.subscriptions ?? []).map((s) => s.timestamp)]) {
      expect(new Date(String(date)).toISOString()).toBe(date);
    }
  });

  it('keeps a last name past the profile\'s 50 characters (registration allows 80); past 80 is refused', async () => {
    const ht = await hashOf(DEMO_ACCOUNTS.noCodes);
    const long = 'Martin-Delacroix-Beauchemin-Tremblay-Saint-Laurent-Fontaine-Gagnon';
    const c = client(server.url);
    expect(await save(c, { ...(await record(ht)), LASTNAME: long }, {})).toMatchObject({ result: 'success' });
    expect((await record(ht)).LASTNAME).toBe(long);
    const refused = await c.post('/mi/en/emailPreferences/index', { ...(await record(ht)), LASTNAME: 'x'.repeat(81) }, 'json');
    expect(refused.status).toBe(400);
  });

  it('answers the could_not_read_user_info path for an unknown hash', async () => {
    const c = client(server.url);
    expect(await render(c, 'no-such-hash')).toEqual({ status: 404, userInfo: null });
    const known = await record(await hashOf(DEMO_ACCOUNTS.advisorFr));
    expect(await c.json<Saved>(c.post('/mi/en/emailPreferences/index', { ...known, HASH: 'no-such-hash' }, 'json'))).toEqual({ hash: null, errCode: EXTRA_CODES.noUserInfo, result: 'failure' });
  });

  it('opting out clears every subscription, 5 (on no form) included, and answers opted-out; turning one on clears the opt-out', async () => {
    const ht = await hashOf(DEMO_ACCOUNTS.advisorEn);
    // Subscription 5 is never on a form: switched on here, as the host's other tools may have left it.
    await server.db.query(`UPDATE users SET subscriptions = jsonb_set(subscriptions, '{4,isSubscribed}', 'true') WHERE prefs_hash = $1`, [ht]);
    const before = await record(ht);
    expect(flags(before)).toEqual({ 1: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true });
    const c = client(server.url);
    expect(await save(c, before, {}, true)).toEqual({ hash: ht, errCode: null, result: 'opted-out' });
    const out = await record(ht);
    expect(out.OPTOUT).toBe(true);
    // Spec section 4: "Opting out sets all subscription flags to false."
    expect(flags(out)).toEqual({ 1: false, 2: false, 3: false, 4: false, 5: false, 6: false, 7: false });
    expect(out.subscriptions[0]?.timestamp).not.toBe(before.subscriptions[0]?.timestamp);
    // A stale form still ticking opt-out: turning subscription 2 on wins and clears it.
    expect(await save(c, out, { 2: true }, true)).toMatchObject({ result: 'success' });
    const back = await record(ht);
    expect(back.OPTOUT).toBe(false);
    expect(flags(back)).toEqual({ 1: false, 2: true, 3: false, 4: false, 5: false, 6: false, 7: false });
    expect(back.subscriptions[2]).toEqual(out.subscriptions[2]);
  });

  it('never changes subscription 5 from a form, and subscription 7 only on the signed-in page of the same user', async () => {
    const a = DEMO_ACCOUNTS.migrated;
    const ht = await hashOf(a);
    const start = await record(ht);
    expect(flags(start)).toMatchObject({ 5: false, 7: true });
    expect(await save(client(server.url), start, { 1: false, 5: true })).toMatchObject({ result: 'success' });
    expect(flags(await record(ht))).toMatchObject({ 1: false, 5: false, 7: true });
    // A change of 7 without the user's session (a signed-in page whose session ended, or another's): "please login",
    // nothing saved.
    for (const who of [client(server.url), await signedIn(server.url, DEMO_ACCOUNTS.noCodes)]) {
      const refused = await who.post('/mi/en/emailPreferences/index', setFlags(await record(ht), { 1: true, 7: false }), 'json');
      expect(refused.status).toBe(403);
      expect(flags(await record(ht))).toMatchObject({ 1: false, 7: true });
    }
    const own = await signedIn(server.url, a);
    expect(await save(own, await record(ht), { 7: false, 5: true })).toMatchObject({ result: 'success' });
    expect(flags(await record(ht))).toMatchObject({ 1: false, 5: false, 7: false });
    // An opt-out from the public page turns 7 off with the rest, as the page posts it.
    expect(await save(own, await record(ht), { 7: true })).toMatchObject({ result: 'success' });
    const optedOut = await save(client(server.url), await record(ht), { 1: false, 2: false, 3: false, 4: false, 6: false, 7: false }, true);
    expect(optedOut).toMatchObject({ result: 'opted-out' });
    expect(flags(await record(ht))[7]).toBe(false);
  });

  it('keeps the names and language of the form, checked with its rules; internal and pre-registered users keep theirs (a change of them is refused)', async () => {
    const ht = await hashOf(DEMO_ACCOUNTS.noCodes);
    const c = client(server.url);
    const start = await record(ht);
    expect(await c.json<Saved>(c.post('/mi/en/emailPreferences/index', { ...start, FIRSTNAME: ' Morgane ', LASTNAME: 'Dubois-Roy', LANGUAGE: 'French' }, 'json'))).toMatchObject({ result: 'success' });
    expect(await record(ht)).toMatchObject({ FIRSTNAME: 'Morgane', LASTNAME: 'Dubois-Roy', LANGUAGE: 'French' });
    // The profile shows the same person: the demo keeps one set of names per user.
    const own = await signedIn(server.url, DEMO_ACCOUNTS.noCodes);
    expect(await own.json(own.get('/mi/ia/en/changeProfile/index'))).toMatchObject({ firstName: 'Morgane', languagePreferenceCode: 'fr' });
    // A client that skipped the form's rules gets a 400 and nothing changes.
    const refused = await c.post('/mi/en/emailPreferences/index', { ...start, FIRSTNAME: 'M' }, 'json');
    expect(refused.status).toBe(400);
    expect((await record(ht)).FIRSTNAME).toBe('Morgane');
    for (const account of [DEMO_ACCOUNTS.internal, DEMO_ACCOUNTS.preRegistered]) {
      const { rows } = await server.db.query<{ prefs_hash: string }>('SELECT prefs_hash FROM users WHERE email = $1', [account.email]);
      const theirs = await record(rows[0]?.prefs_hash ?? '');
      // Names or language changed: refused with prfl003, nothing saved (the subscription change neither).
      for (const change of [{ FIRSTNAME: 'Renamed' }, { LASTNAME: 'Renamed' }, { LANGUAGE: theirs.LANGUAGE === 'French' ? 'English' : 'French' }] as const) {
        const answer = await save(client(server.url), { ...theirs, ...change }, { 1: false });
        expect(answer, JSON.stringify(change)).toEqual({ hash: theirs.HASH, errCode: EXTRA_CODES.namesLocked, result: 'failure' });
      }
      expect(await record(theirs.HASH)).toMatchObject({ FIRSTNAME: account.firstName, LANGUAGE: theirs.LANGUAGE });
      expect(flags(await record(theirs.HASH))[1]).toBe(true);
      // Their own names (as the form puts them back): the subscriptions save.
      expect(await save(client(server.url), { ...theirs, FIRSTNAME: ` ${theirs.FIRSTNAME} ` }, { 1: false })).toMatchObject({ result: 'success' });
      expect(flags(await record(theirs.HASH))[1]).toBe(false);
    }
    // A stored name with spaces around it (an import) matches the trimmed name the form sends: no refusal forever.
    await server.db.query("UPDATE users SET first_name = ' ' || first_name || ' ' WHERE email = $1", [DEMO_ACCOUNTS.internal.email]);
    const { rows } = await server.db.query<{ prefs_hash: string }>('SELECT prefs_hash FROM users WHERE email = $1', [DEMO_ACCOUNTS.internal.email]);
    const spaced = await record(rows[0]?.prefs_hash ?? '');
    expect(await save(client(server.url), { ...spaced, FIRSTNAME: spaced.FIRSTNAME.trim() }, { 2: false })).toMatchObject({ result: 'success' });
  });

  it('ends every email to a registered address with its manage-preferences link, and no other', async () => {
    const a = DEMO_ACCOUNTS.advisorFr;
    await client(server.url).post('/mi/fr/forgotPasswordFlow/verifyEmail', { emailId: a.email });
    const mail = (await mailsTo(server.url, a.email)).at(-1);
    expect(mail?.links[0]).toMatch(/\/recovery\/security\?code=/);
    const link = mail?.links.at(-1) ?? '';
    expect(link.startsWith(`${server.url}/fr/email-preferences.html#/fr/public/email-preferences?ht=`)).toBe(true);
    expect(mail?.text.endsWith(`Gérez vos préférences de courriel\u00a0: ${link}`)).toBe(true);
    expect((await record(decodeURIComponent(link.split('ht=')[1] ?? ''))).EMAIL).toBe(a.email);
    const visitor = { resourceType: 'contactusForm', language: 'en', firstName: 'Vic', lastName: 'Tor', phoneNumber: '416-555-0111', email: 'visitor@example.com', subject: 'Hi', messageBody: 'Hello' };
    expect(await client(server.url).json(client(server.url).post('/bin/mi/contactus', visitor))).toEqual({ result: 'success' });
    expect((await mailsTo(server.url, 'visitor@example.com')).map((m) => m.links)).toEqual([[]]);
  });
});

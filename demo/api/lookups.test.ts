import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from './server';
import { client, startTestServer } from './test-client';

type Fund = { id: string; name: string };
type Member = { firstName: string; lastName: string; jobTitle: string; pictureLocation: string; businessPhoneNumber: string; emailAddress: string };
type Team = { asian: Member[]; nonAsian: Member[] };

let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const funds = (query: string) => client(server.url).json<Fund[]>(client(server.url).get(`/bin/docusignFunds${query}`));
const team = (locale: string, query: string) => client(server.url).json<Team>(client(server.url).get(`/mi/api/${locale}/salesTeam/index${query}`));
const names = (members: Member[]) => members.map((m) => `${m.firstName} ${m.lastName}`);

describe('provinces (flowProgress provinceListMap)', () => {
  it('lists the 13 in each language\'s alphabetical order', async () => {
    type Province = { name: string; code: string };
    const { provinceListMap } = await client(server.url).json<{ provinceListMap: { en: Province[]; fr: Province[] } }>(
      client(server.url).get('/mi/api/en/registrationProcess/flowProgress'),
    );
    expect(provinceListMap.en.map((p) => p.code)).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(provinceListMap.fr.map((p) => p.name)).toEqual([
      'Alberta', 'Colombie-Britannique', 'Île-du-Prince-Édouard', 'Manitoba', 'Nouveau-Brunswick', 'Nouvelle-Écosse', 'Nunavut',
      'Ontario', 'Québec', 'Saskatchewan', 'Terre-Neuve-et-Labrador', 'Territoires du Nord-Ouest', 'Yukon',
    ]);
  });
});

describe('funds (GET /bin/docusignFunds)', () => {
  it('lists the purchase funds in the requested language, in their order', async () => {
    const en = await funds('?lang=en');
    expect(en).toHaveLength(8);
    expect(en[0]).toEqual({ id: 'F101', name: 'Canadian Equity Fund' });
    expect(en.map((f) => f.id)).toEqual(['F101', 'F102', 'F103', 'F104', 'F105', 'F106', 'F107', 'F108']);
    const fr = await funds('?lang=fr');
    expect(fr.map((f) => f.id)).toEqual(en.map((f) => f.id));
    expect(fr[0]).toEqual({ id: 'F101', name: 'Fonds d’actions canadiennes' });
  });

  it('lists the redemption funds with option=repurchase, and refuses another option', async () => {
    const redeem = await funds('?lang=fr&option=repurchase');
    expect(redeem.map((f) => f.id)).toEqual(['R201', 'R202', 'R203', 'R204', 'R205']);
    expect(redeem[1]?.name).toBe('Fonds équilibré mondial – série F');
    expect((await client(server.url).get('/bin/docusignFunds?lang=en&option=everything')).status).toBe(400);
    expect((await client(server.url).get('/bin/docusignFunds?lang=de')).status).toBe(400);
  });
});

describe('sales team (GET /mi/api/{lang}/salesTeam/index)', () => {
  it('answers the asian and non-asian lists for roles RWS, RIWS and RSC, with every field of a member', async () => {
    const all = await team('en', '?pageSet=advisor&roles=RWS,RIWS,RSC');
    expect(names(all.asian)).toEqual(['Wei Chen', 'Priya Nair']);
    expect(names(all.nonAsian)).toEqual(['Claire Tremblay', 'Marcus Boyd', 'Sophie Gagnon']);
    expect(all.nonAsian[0]).toEqual({
      firstName: 'Claire', lastName: 'Tremblay', jobTitle: 'Regional Wholesaler', pictureLocation: '/demo/team/claire-tremblay.svg',
      businessPhoneNumber: '416-555-0101', emailAddress: 'claire.tremblay@example.com',
    });
    expect(await team('en', '')).toEqual(all);
  });

  it('lists only the roles asked for, with job titles in the page language', async () => {
    const coordinators = await team('fr', '?roles=RSC');
    expect(coordinators.asian).toEqual([]);
    expect(coordinators.nonAsian.map((m) => [m.firstName, m.jobTitle])).toEqual([['Sophie', 'Coordonnatrice régionale des ventes']]);
    const wholesalers = await team('en', '?roles=rws, riws');
    expect(names([...wholesalers.asian, ...wholesalers.nonAsian])).toEqual(['Wei Chen', 'Priya Nair', 'Claire Tremblay', 'Marcus Boyd']);
    expect(await team('en', '?roles=XYZ')).toEqual({ asian: [], nonAsian: [] });
  });
});

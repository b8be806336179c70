import { describe, expect, it } from 'vitest';
import { CODES_CHUNK, FORMS_CHUNK, SHARED_CHUNK, leafKeys, pickKeys, planMessages, readText, usedKeys, type Table } from './flow-usage';

const table: Table = {
  fields: { emailId: { label: 'Email' }, firstName: { label: 'First name' }, city: { label: 'City' }, SUBSCRIPTION1: { label: 'News' }, securityAnswer1: { label: 'Answer 1' } },
  errors: {
    fields: { email: { required: 'Enter your email' }, firstName: { required: 'Enter your first name' } },
    codes: { login001: 'Wrong email or password', reg001: 'Already active' },
  },
  ui: { errorSummary: { title: { one: 'There is a problem', other: 'There are problems' } }, busy: 'Sending' },
  routes: { login: 'Log in', register: 'Register' },
  login: { actions: { login: 'Log in' } },
  registration: { roles: { '10': 'Advisor', '14': 'Assistant' }, cancel: { title: 'Cancel?' } },
  recovery: { cancel: { title: 'Stop?' } },
};
const keys = leafKeys(table);

describe('what code can ask for', () => {
  it('reads literals and templates, in JSX too', () => {
    const text = readText("const a = 'ui.busy'; const b = `routes.${name}`; const c = <p title=\"fields.city.label\">{t(`${x}.cancel.title`)}</p>;");
    expect([...text.literals]).toEqual(['ui.busy', 'fields.city.label']);
    expect(text.templates).toEqual([['routes.', ''], ['', '.cancel.title']]);
  });

  it('keeps keys named in full or by a subtree, and keys a template can produce', () => {
    const text = readText("t('ui.errorSummary.title', { count }); t('errors.codes.' + code); t(`routes.${name}`); t(`registration.roles.${id}`);");
    expect([...usedKeys(text, keys)].sort()).toEqual([
      'errors.codes.login001', 'errors.codes.reg001', 'registration.roles.10', 'registration.roles.14',
      'routes.login', 'routes.register', 'ui.errorSummary.title.one', 'ui.errorSummary.title.other',
    ]);
  });

  it("matches a field's label and errors only for the field names the code spells out", () => {
    const text = readText("defineField('firstName'); messageField: 'email'; t(`fields.${f.name}.label`); t(`errors.fields.${f.messageField ?? f.name}.${rule}`);");
    expect([...usedKeys(text, keys)].sort()).toEqual(['errors.fields.email.required', 'errors.fields.firstName.required', 'fields.firstName.label']);
  });

  it('takes field names from templates too, not from property names', () => {
    const text = readText('defineField(`SUBSCRIPTION${id}`); const schema = { securityAnswer1: text }; t(`fields.${f.name}.label`); t(`${a}${b}`);');
    expect([...usedKeys(text, keys)].sort()).toEqual(['fields.SUBSCRIPTION1.label']);
  });

  it('ignores a template with no word of its own (a plural form of a key named elsewhere)', () => {
    expect([...usedKeys(readText('t(`${key}.${form}`)'), keys)]).toEqual([]);
  });
});

describe('message chunks', () => {
  const flow = (tag: string, sections: string[], code: string) => ({ tag, sections, text: readText(code) });
  const flowSections = new Set(['login', 'registration', 'recovery']);
  const login = flow('mi-login', ['login'], "t('ui.busy'); t('login.actions.login'); t('fields.emailId.label'); t(`${s}.cancel.title`)");
  const registration = flow('mi-registration', ['registration'], "t('ui.busy'); t('fields.firstName.label'); t('fields.city.label'); t('routes.register'); t(`${s}.cancel.title`); t(`registration.roles.${id}`)");
  const recovery = flow('mi-recovery', ['recovery'], "t('ui.busy'); t('fields.firstName.label'); t('fields.city.label'); t(`${s}.cancel.title`)");

  it('puts what every flow uses in shared, the rest of the shared sections in forms, each flow section apart', () => {
    const plan = planMessages(keys, [login, registration, recovery], flowSections);
    expect([...plan.chunks[SHARED_CHUNK]!]).toEqual(['ui.busy']);
    expect([...plan.chunks[FORMS_CHUNK]!].sort()).toEqual(['fields.city.label', 'fields.emailId.label', 'fields.firstName.label', 'routes.register']);
    // A template reaching into another flow's section (`${s}.cancel.title`) keeps only the flow's own.
    expect([...plan.chunks.registration!].sort()).toEqual(['registration.cancel.title', 'registration.roles.10', 'registration.roles.14']);
    expect(plan.tagChunks['mi-registration']).toEqual([FORMS_CHUNK, 'registration']);
    expect(plan.undeclared).toEqual([]);
  });

  it('gives a flow that uses little of forms its few keys in its own chunk instead', () => {
    const plan = planMessages(keys, [login, registration, recovery], flowSections);
    expect(plan.tagChunks['mi-login']).toEqual(['login']);
    expect([...plan.chunks.login!].sort()).toEqual(['fields.emailId.label', 'login.actions.login']);
    expect(pickKeys(table, plan.chunks.login!)).toEqual({ fields: { emailId: { label: 'Email' } }, login: { actions: { login: 'Log in' } } });
  });

  it('loads forms only for a flow that uses at least half of it', () => {
    // forms: city, emailId, firstName, routes.register and postalCode; the login page uses 2 of those 5.
    const withPostal = flow('mi-registration', ['registration'], "t('ui.busy'); t('fields.firstName.label'); t('fields.city.label'); t('routes.register'); t('fields.postalCode.label'); t(`${s}.cancel.title`)");
    const twoFifths = flow('mi-login', ['login'], "t('ui.busy'); t('fields.emailId.label'); t('fields.postalCode.label')");
    const more: Table = { ...table, fields: { ...(table.fields as Table), postalCode: { label: 'Postal code' } } };
    const plan = planMessages(leafKeys(more), [twoFifths, withPostal, recovery], flowSections);
    expect(plan.chunks[FORMS_CHUNK]?.size).toBe(5);
    expect(plan.tagChunks['mi-login']).toEqual(['login']);
    expect([...plan.chunks.login!].sort()).toEqual(['fields.emailId.label', 'fields.postalCode.label']);
    expect(plan.tagChunks['mi-registration']).toEqual([FORMS_CHUNK, 'registration']);
  });

  it("gives a flow that uses little of another flow's section those keys in its own chunk, not that flow's chunk", () => {
    // The profile lists registration for its role names: for 1 of the section's 6 keys it would load the whole chunk.
    const many = flow('mi-registration', ['registration'], "t('registration.cancel.title'); t('registration.more.a'); t('registration.more.b'); t(`registration.roles.${id}`)");
    const more: Table = { ...table, registration: { ...(table.registration as Table), more: { a: 'A', b: 'B' } } };
    const profile = flow('mi-profile', ['profile', 'registration'], "t('registration.roles.10')");
    const sections = new Set(['login', 'registration', 'profile']);
    const plan = planMessages(leafKeys(more), [login, many, profile], sections);
    expect(plan.tagChunks['mi-profile']).not.toContain('registration');
    expect([...plan.chunks.profile!]).toEqual(['registration.roles.10']);
    expect(plan.tagChunks['mi-registration']).toContain('registration');
    expect([...plan.chunks.registration!]).toContain('registration.roles.10');
    // Using a third or more, it loads the section's chunk as before.
    const most = flow('mi-profile', ['profile', 'registration'], "t(`registration.roles.${id}`); t('registration.cancel.title')");
    expect(planMessages(leafKeys(more), [login, many, most], sections).tagChunks['mi-profile']).toContain('registration');
  });

  it('puts what the code catalogue can produce in the codes chunk, which no tag loads with its page', () => {
    const catalogue = readText("const rows = [['login001', 'form']]; const key = (code) => `errors.codes.${code}`;");
    const plan = planMessages(keys, [login, registration, recovery], flowSections, catalogue);
    expect([...plan.chunks[CODES_CHUNK]!].sort()).toEqual(['errors.codes.login001', 'errors.codes.reg001']);
    expect(Object.values(plan.tagChunks).flat()).not.toContain(CODES_CHUNK);
    // The flows' own chunks do not hold them: they name no code message themselves.
    for (const [name, chunk] of Object.entries(plan.chunks)) if (name !== CODES_CHUNK) expect([...chunk].filter((k) => k.startsWith('errors.codes.'))).toEqual([]);
  });

  it('keeps a code message a flow names itself in that flow\'s chunks as well', () => {
    const catalogue = readText('const key = (code) => `errors.codes.${code}`;');
    const nosy = flow('mi-login', ['login'], "t('ui.busy'); t('errors.codes.reg001')");
    const plan = planMessages(keys, [nosy, registration], flowSections, catalogue);
    expect(plan.chunks.login).toContain('errors.codes.reg001');
    expect(plan.chunks[CODES_CHUNK]).toContain('errors.codes.reg001');
  });

  it("reports a key of another flow's section named in full by a flow whose entry does not list it", () => {
    const nosy = flow('mi-login', ['login'], "t('registration.roles.10')");
    expect(planMessages(keys, [nosy, registration], flowSections).undeclared).toEqual(['mi-login uses registration.roles.10']);
  });
});

import { describe, expect, it } from 'vitest';
import { CODES_CHUNK, LATER_CHUNK, SHARED_CHUNK, emptyText, laterChunk, laterChunkOf, leafKeys, pickKeys, planMessages, readText, usedKeys, type Table } from './flow-usage';

const table: Table = {
  fields: { emailId: { label: 'Email' }, firstName: { label: 'First name' }, city: { label: 'City' }, SUBSCRIPTION1: { label: 'News' }, securityAnswer1: { label: 'Answer 1' } },
  errors: {
    fields: { email: { required: 'Enter your email' }, firstName: { required: 'Enter your first name' } },
    general: { sanitizePattern: '{{label}} has characters that are not allowed' },
    codes: { login001: 'Wrong email or password', reg001: 'Already active' },
  },
  ui: { errorSummary: { title: { one: 'There is a problem', other: 'There are problems' } }, busy: 'Sending' },
  routes: { login: 'Log in', register: 'Register' },
  login: { actions: { login: 'Log in' } },
  registration: { roles: { '10': 'Advisor', '14': 'Assistant' }, cancel: { title: 'Cancel?' } },
  recovery: { cancel: { title: 'Stop?' } },
  esign: { intro: { purchase: 'Send a purchase' }, errors: { investor: { firstName: { required: "Enter the investor's first name" } } } },
};
const keys = leafKeys(table);

describe('what code can ask for', () => {
  it('reads literals and templates, in JSX too', () => {
    const text = readText("const a = 'ui.busy'; const b = `routes.${name}`; const c = <p title=\"fields.city.label\">{t(`${x}.cancel.title`)}</p>;");
    expect([...text.literals]).toEqual(['ui.busy', 'fields.city.label']);
    expect(text.templates).toEqual([['routes.', ''], ['', '.cancel.title']]);
  });

  it('keeps keys named in full or by a subtree, and keys a template can produce', () => {
    const text = readText("t('ui.errorSummary.title', { count }); t('errors.codes.' + code); t(`routes.${name}`); const views = { login: View }; go('register'); t(`registration.roles.${id}`);");
    expect([...usedKeys(text, keys)].sort()).toEqual([
      'errors.codes.login001', 'errors.codes.reg001', 'registration.roles.10', 'registration.roles.14',
      'routes.login', 'ui.errorSummary.title.one', 'ui.errorSummary.title.other',
    ]);
  });

  it("matches a field's label and errors only for the field names the code spells out", () => {
    const text = readText("defineField('firstName'); messageField: 'email'; t(`fields.${f.name}.label`); t(`errors.fields.${f.messageField ?? f.name}.${rule}`);");
    expect([...usedKeys(text, keys)].sort()).toEqual(['errors.fields.email.required', 'errors.fields.firstName.required', 'fields.firstName.label']);
  });

  it("does not take a plural form after a hole for a key (the translator's `${key}.other`)", () => {
    const text = readText("const has = (key) => lookup(`${key}.other`); t('ui.busy');");
    expect([...usedKeys(text, keys)]).toEqual(['ui.busy']);
  });

  it('takes field names from templates too, not from property names', () => {
    const text = readText('defineField(`SUBSCRIPTION${id}`); const schema = { securityAnswer1: text }; t(`fields.${f.name}.label`); t(`${a}${b}`);');
    expect([...usedKeys(text, keys)].sort()).toEqual(['fields.SUBSCRIPTION1.label']);
  });

  it("matches a route's title only for the routes of a views table, not those the code only goes to", () => {
    const routes: Table = { routes: { login: 'Log in', register: 'Register', contact: 'Contact us', advisorForms: 'Forms' } };
    const text = readText("const views = { advisorForms: EsignView }; go('login'); t(`routes.${name}`); const n = { contactName: 1 };");
    expect([...usedKeys(text, leafKeys(routes))].sort()).toEqual(['routes.advisorForms']);
  });

  it('ignores a template with no word of its own (a plural form of a key named elsewhere)', () => {
    expect([...usedKeys(readText('t(`${key}.${form}`)'), keys)]).toEqual([]);
  });
});

describe('message chunks', () => {
  const flow = (tag: string, sections: string[], code: string, first?: string) => ({ tag, sections, text: readText(code), ...(first === undefined ? {} : { first: readText(first) }) });
  const flowSections = new Set(['login', 'registration', 'recovery', 'esign']);
  // Each flow: all its code, then what its first screen's files hold.
  const login = flow('mi-login', ['login'], "t('ui.busy'); t('login.actions.login'); t('fields.emailId.label'); t(`${s}.cancel.title`); t('ui.errorSummary.title')", "t('ui.busy'); t('login.actions.login'); t('fields.emailId.label')");
  const registration = flow(
    'mi-registration', ['registration'],
    "t('ui.busy'); t('fields.firstName.label'); t('fields.city.label'); t('routes.register'); t(`${s}.cancel.title`); t(`registration.roles.${id}`); t('ui.errorSummary.title')",
    "t('ui.busy'); t('fields.firstName.label'); t('routes.register')",
  );
  const recovery = flow('mi-recovery', ['recovery'], "t('ui.busy'); t('fields.firstName.label'); t('fields.city.label'); t(`${s}.cancel.title`); t('ui.errorSummary.title')", "t('ui.busy'); t('fields.city.label')");

  it("puts what every first screen uses in shared and the rest of each flow's first screen in its own chunk", () => {
    const plan = planMessages(keys, [login, registration, recovery], flowSections);
    expect([...plan.chunks[SHARED_CHUNK]!]).toEqual(['ui.busy']);
    expect([...plan.chunks.login!].sort()).toEqual(['fields.emailId.label', 'login.actions.login']);
    // Keys of the shared sections too: the registration page's first screen does not wait for the city's label.
    expect([...plan.chunks.registration!].sort()).toEqual(['fields.firstName.label', 'routes.register']);
    expect(plan.tagChunks).toEqual({ 'mi-login': ['login'], 'mi-registration': ['registration'], 'mi-recovery': ['recovery'] });
    expect(pickKeys(table, plan.chunks.login!)).toEqual({ fields: { emailId: { label: 'Email' } }, login: { actions: { login: 'Log in' } } });
    expect(plan.undeclared).toEqual([]);
  });

  it('leaves what a flow only shows past its first screen to the later chunks, what every flow uses in one', () => {
    const plan = planMessages(keys, [login, registration, recovery], flowSections);
    expect([...plan.chunks[LATER_CHUNK]!].sort()).toEqual(['ui.errorSummary.title.one', 'ui.errorSummary.title.other']);
    // A template reaching into another flow's section (`${s}.cancel.title`) keeps only the flow's own.
    expect([...plan.chunks[laterChunk('registration')]!].sort()).toEqual(['fields.city.label', 'registration.cancel.title', 'registration.roles.10', 'registration.roles.14']);
    expect([...plan.chunks[laterChunk('recovery')]!].sort()).toEqual(['fields.firstName.label', 'recovery.cancel.title']);
    expect(plan.tagLater['mi-registration']).toEqual([LATER_CHUNK, laterChunk('registration')]);
    // No key is both on a page and in its later chunks.
    for (const flowName of ['login', 'registration', 'recovery']) {
      const later = [...plan.chunks[laterChunk(flowName)]!, ...plan.chunks[LATER_CHUNK]!];
      expect(later.filter((key) => plan.chunks[flowName]!.has(key) || plan.chunks[SHARED_CHUNK]!.has(key))).toEqual([]);
    }
  });

  it("leaves a field's rule messages to the later chunks, even when a first screen runs the rules", () => {
    const code = "t('ui.busy'); defineField('firstName'); key: `errors.fields.${f.name}.${rule}`; { key: 'errors.general.sanitizePattern' }";
    const checking = flow('mi-login', ['login'], code, code);
    const plan = planMessages(keys, [checking, registration], flowSections);
    expect([...plan.chunks.login!, ...plan.chunks[SHARED_CHUNK]!].filter((key) => key.startsWith('errors.'))).toEqual([]);
    expect([...plan.chunks[laterChunk('login')]!].sort()).toEqual(['errors.fields.firstName.required', 'errors.general.sanitizePattern']);
  });

  it("leaves e-signature's investor wordings of rule messages to its later chunk", () => {
    const code = "t('ui.busy'); const own = `esign.errors.${group}.${rest}`; t('esign.intro.purchase')";
    const esign = flow('mi-esign', ['esign'], code, code);
    const plan = planMessages(keys, [esign, registration], flowSections);
    expect([...plan.chunks.esign!].filter((key) => key.startsWith('esign.errors.'))).toEqual([]);
    expect([...plan.chunks[laterChunk('esign')]!]).toContain('esign.errors.investor.firstName.required');
    expect([...plan.chunks.esign!]).toContain('esign.intro.purchase');
  });

  it('takes all of a flow as its first screen when told nothing else, and lists no empty later chunk', () => {
    const whole = flow('mi-login', ['login'], "t('ui.busy'); t('login.actions.login')");
    const plan = planMessages(keys, [whole], flowSections);
    expect([...plan.chunks[SHARED_CHUNK]!, ...plan.chunks.login!].sort()).toEqual(['login.actions.login', 'ui.busy']);
    expect(plan.tagLater['mi-login']).toEqual([]);
  });

  it('puts the later keys of flows whose sections laterOf names alike in one chunk, each key once', () => {
    const together = (section: string) => (section === 'login' ? laterChunk(section) : 'formsLater');
    const plan = planMessages(keys, [login, registration, recovery], flowSections, emptyText(), together);
    // fields.firstName.label is on registration's first screen but past recovery's: in the shared later chunk.
    expect([...plan.chunks.formsLater!].sort()).toEqual(['fields.city.label', 'fields.firstName.label', 'recovery.cancel.title', 'registration.cancel.title', 'registration.roles.10', 'registration.roles.14']);
    expect(plan.tagLater['mi-registration']).toEqual([LATER_CHUNK, 'formsLater']);
    expect(plan.tagLater['mi-recovery']).toEqual([LATER_CHUNK, 'formsLater']);
    expect(plan.chunks[laterChunk('registration')]).toBeUndefined();
    // What each flow loads past its first screen still holds all it can show.
    for (const [flowName, tag] of [['registration', 'mi-registration'], ['recovery', 'mi-recovery']] as const) {
      const loaded = new Set([...plan.chunks[flowName]!, ...plan.chunks[SHARED_CHUNK]!, ...plan.tagLater[tag]!.flatMap((c) => [...plan.chunks[c]!])]);
      const alone = planMessages(keys, [login, registration, recovery], flowSections);
      expect([...alone.chunks[laterChunk(flowName)]!].filter((key) => !loaded.has(key))).toEqual([]);
    }
  });

  it("keeps the later chunks of the login page and of the email links' landings their own, the account flows' one", () => {
    expect(['login', 'registration', 'recovery'].map(laterChunkOf)).toEqual(['loginLater', 'registrationLater', 'recoveryLater']);
    expect(new Set(['profile', 'contact', 'esign', 'emailPrefs'].map(laterChunkOf)).size).toBe(1);
  });

  it("gives a flow the keys of another flow's section it lists in its own chunks", () => {
    const profile = flow('mi-profile', ['profile', 'registration'], "t('registration.roles.10'); t('registration.cancel.title')", "t('registration.roles.10')");
    const plan = planMessages(keys, [login, registration, profile], new Set(['login', 'registration', 'profile']));
    expect([...plan.chunks.profile!]).toEqual(['registration.roles.10']);
    expect([...plan.chunks[laterChunk('profile')]!]).toEqual(['registration.cancel.title']);
    expect(plan.tagChunks['mi-profile']).toEqual(['profile']);
  });

  it('puts what the code catalogue can produce in the codes chunk, which no tag loads with its page', () => {
    const catalogue = readText("const rows = [['login001', 'form']]; const key = (code) => `errors.codes.${code}`;");
    const plan = planMessages(keys, [login, registration, recovery], flowSections, catalogue);
    expect([...plan.chunks[CODES_CHUNK]!].sort()).toEqual(['errors.codes.login001', 'errors.codes.reg001']);
    expect([...Object.values(plan.tagChunks), ...Object.values(plan.tagLater)].flat()).not.toContain(CODES_CHUNK);
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

import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, holdAnswers, renderFlow } from '../../../tests/harness/flow';
import { ProfileFlow } from '../ProfileFlow';
import { ADVISOR, control, lastBody, profileApi, renderProfile, settle, testConfig } from '../test-helpers';
import { unloadPage } from '../../../tests/harness/page';
import { loadDraft, saveDraft } from '../../../src/element/draft';
import { draftsBelongTo } from '../../../src/element/draftOwner';

const PERSONAL = '#/en/profile/personal';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const summary = async () => (await screen.findByText(/Please fix \d+ errors? before proceeding/)).closest('[role="group"]');

describe('personal profile (/profile/personal)', () => {
  it('has no serious or critical axe violations', async () => {
    profileApi();
    const host = await renderProfile(PERSONAL);
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows the stored profile in the form, with the server role and province lists and the codes of role 10', async () => {
    profileApi();
    const host = await renderProfile(PERSONAL);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    const names = [...host.querySelectorAll('form [name]')].map((el) => el.getAttribute('name'));
    expect([...new Set(names)]).toEqual([
      'firstName', 'preferredFirstName', 'lastName', 'emailId', 'roleId', 'languagePreferenceCode', 'firmName', 'addressLine1', 'suiteNumber',
      'city', 'province', 'postalCode', 'businessPhoneNumber', 'businessExtension', 'mobilePhoneNumber', 'primaryDealerCode', 'primaryAdvisorCode',
    ]);
    expect(control(host, 'emailId').value).toBe('advisor@example.com');
    expect(control(host, 'firstName').hasAttribute('maxlength')).toBe(false);
    expect([...control<HTMLSelectElement>(host, 'roleId').options].map((o) => o.text)).toEqual(['Role 10', 'Role 12', 'Role 14']);
    expect(control<HTMLSelectElement>(host, 'province').value).toBe('ON');
    expect([...control<HTMLSelectElement>(host, 'province').options].map((o) => o.text)).toEqual(['Alberta', 'Ontario']);
    expect(host.querySelector<HTMLInputElement>('input[name="languagePreferenceCode"]:checked')?.value).toBe('en');
    expect(control(host, 'primaryDealerCode').value).toBe('1234');
    expect(host.querySelector('input[name="oldPassword"]')).toBeNull();
  });

  it('asks for the role and province lists while the profile loads, not once it arrived, and once', async () => {
    const seen = profileApi();
    const answer = globalThis.fetch;
    let release = () => {};
    const profileHeld = new Promise<void>((done) => (release = done));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('changeProfile/index')) await profileHeld;
      return answer(input, init);
    });
    const host = await renderFlow('mi-profile', ProfileFlow, `https://portal.example/en/profile.html${PERSONAL}`, testConfig());
    await waitFor(() => expect(seen.map((s) => s.path.replace(/.*\//, ''))).toEqual(expect.arrayContaining(['getRoles', 'flowProgress'])));
    expect(host.querySelector('select[name="roleId"]')).toBeNull();
    release();
    await screen.findByRole('button', { name: 'Save' });
    await settle();
    expect([...control<HTMLSelectElement>(host, 'roleId').options].map((o) => o.text)).toEqual(['Role 10', 'Role 12', 'Role 14']);
    expect(seen.filter((s) => /getRoles|flowProgress/.test(s.path))).toHaveLength(2);
  });

  it('the role decides whether the dealer and advisor codes are required (10 and 12) or optional (spec section 5)', async () => {
    const seen = profileApi({ 'changeProfile/save': { result: 'success', errCode: null } });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'roleId', '14');
    // Still on the form, marked optional: another role may give its codes (the e-signature forms need them).
    expect(screen.getByLabelText('Primary dealer code (Optional)')).toBe(control(host, 'primaryDealerCode'));
    expect(screen.getByLabelText('Primary advisor code (Optional)')).toBe(control(host, 'primaryAdvisorCode'));
    await fill(host, 'roleId', '12');
    await fill(host, 'primaryDealerCode', '');
    await fill(host, 'primaryAdvisorCode', '');
    save();
    expect((await summary())?.textContent).toContain('Please fix 2 errors');
    expect(control(host, 'primaryDealerCode').getAttribute('aria-invalid')).toBe('true');
    expect(seen.some((s) => s.path.endsWith('changeProfile/save'))).toBe(false);
    await fill(host, 'roleId', '14');
    await fill(host, 'primaryDealerCode', '5678');
    save();
    await screen.findByText('Your profile has been saved.');
    // Optional codes are sent as typed (an empty advisor code clears it).
    expect(lastBody(seen, 'changeProfile/save')).toMatchObject({ roleId: '14', emailId: 'advisor@example.com', city: 'Toronto', primaryDealerCode: '5678', primaryAdvisorCode: '' });
  });

  it('saves, says so, and shows what the server holds afterwards', async () => {
    const seen = profileApi({
      'changeProfile/save': { result: 'success', errCode: null },
      'changeProfile/index': (_b: unknown, n: number) => (n === 1 ? ADVISOR : { ...ADVISOR, city: 'Ottawa' }),
    });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'city', 'Ottawa');
    save();
    const message = await screen.findByText('Your profile has been saved.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(lastBody(seen, 'changeProfile/save')).toMatchObject({ city: 'Ottawa', primaryDealerCode: '1234' });
    expect(seen.filter((s) => s.path.endsWith('changeProfile/index'))).toHaveLength(2);
    expect(control(host, 'city').value).toBe('Ottawa');
    // The next attempt, refused by a rule: "saved" goes, the form says what is wrong.
    await fill(host, 'postalCode', 'D5V 3L9');
    save();
    await screen.findByRole('group', { name: 'Please fix 1 error before proceeding' });
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  });

  it('a first name longer than the profile allows stays as typed and is refused with its length, not sent cut', async () => {
    const seen = profileApi({ 'changeProfile/save': { result: 'success', errCode: null } });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'firstName', 'A'.repeat(51));
    expect(control(host, 'firstName').value).toHaveLength(51);
    save();
    expect((await summary())?.textContent).toContain('First name must be 50 characters or fewer');
    expect(seen.filter((s) => s.path.endsWith('changeProfile/save'))).toHaveLength(0);
  });

  it('what is typed while the save runs stays on the form (not sent, kept for the next Save); the rest shows the server\'s values', async () => {
    profileApi({
      'changeProfile/save': { result: 'success', errCode: null },
      'changeProfile/index': (_b: unknown, n: number) => (n === 1 ? ADVISOR : { ...ADVISOR, city: 'Ottawa' }),
    });
    const release = holdAnswers('changeProfile/save');
    const host = await renderProfile(PERSONAL);
    await fill(host, 'city', 'Ottawa');
    save();
    await waitFor(() => expect(host.querySelector('button[aria-busy="true"]')).toBeTruthy());
    await fill(host, 'addressLine1', '99 Delta Street');
    release();
    await screen.findByText('Your profile has been saved.');
    expect([control(host, 'city').value, control(host, 'addressLine1').value]).toEqual(['Ottawa', '99 Delta Street']);
  });

  it.each([
    ['sc001', ['primaryDealerCode', 'primaryAdvisorCode'], 'Please re-enter your dealer code and advisor code.'],
    ['prfl001', ['emailId'], 'This email address is already registered. Please enter another one.'],
  ])('%s shows on its fields and keeps what was typed', async (errCode, fields, text) => {
    profileApi({ 'changeProfile/save': { result: 'failure', errCode } });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'primaryDealerCode', '0000');
    save();
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
    for (const name of fields) expect(control(host, name).getAttribute('aria-invalid')).toBe('true');
    expect(control(host, 'primaryDealerCode').value).toBe('0000');
  });

  it('sc002-profile goes to the error page, with the way back to the form', async () => {
    profileApi({ 'changeProfile/save': { result: 'failure', errCode: 'sc002-profile' } });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'city', 'Ottawa');
    save();
    await screen.findByText('Your profile could not be updated. Please try again later or contact Client Relations.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(control(host, 'city').value).toBe('Ottawa'));
    // The form comes back behind the session check: its heading takes focus once it is in, not the page's body.
    expect(document.activeElement?.hasAttribute('data-mi-route-heading')).toBe(true);
  });

  it('a new login email asks for the current password and says the change waits for its link', async () => {
    const seen = profileApi({
      'changeProfile/save': (body: Record<string, string>) =>
        body.oldPassword === 'Advisor2026!' ? { result: 'success', message: 'email-change-pending', errCode: null } : { result: 'failure', errCode: 'pwd001' },
    });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'emailId', 'alex.new@example.com');
    expect(control(host, 'oldPassword').type).toBe('password');
    expect(host.textContent).toContain('To change your login email, enter your current password.');
    save();
    expect((await summary())?.textContent).toContain('Enter your current password');
    await fill(host, 'oldPassword', 'WrongPass2026');
    save();
    await waitFor(() => expect(control(host, 'oldPassword').getAttribute('aria-invalid')).toBe('true'));
    expect(host.textContent).toContain('Your current password is incorrect.');
    await fill(host, 'oldPassword', 'Advisor2026!');
    save();
    await screen.findByText(/We sent a confirmation link to alex\.new@example\.com/);
    expect(host.textContent).toContain('keep logging in with advisor@example.com');
    expect(lastBody(seen, 'changeProfile/save')).toMatchObject({ emailId: 'alex.new@example.com', oldPassword: 'Advisor2026!' });
    // The stored email shows again until the link is opened.
    expect(control(host, 'emailId').value).toBe('advisor@example.com');
    expect(host.querySelector('[name="oldPassword"]')).toBeNull();
  });

  it('a cleared email asks for an email only, not also for the current password', async () => {
    profileApi();
    const host = await renderProfile(PERSONAL);
    await fill(host, 'emailId', '');
    expect(host.querySelector('[name="oldPassword"]')).toBeNull();
    save();
    const items = [...((await summary())?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatch(/email/i);
  });

  it('the emailed link (?confirmEmail=) confirms once, drops the code from the address and names the new email', async () => {
    const seen = profileApi({
      'changeProfile/confirmEmail': { result: 'success', errCode: null },
      'changeProfile/index': (_b: unknown, n: number) => (n === 1 ? ADVISOR : { ...ADVISOR, emailId: 'alex.new@example.com' }),
    });
    await renderProfile(`${PERSONAL}?confirmEmail=abc123`);
    await screen.findByText('Your login email is now alex.new@example.com. Use it the next time you log in.');
    expect(lastBody(seen, 'changeProfile/confirmEmail')).toEqual({ code: 'abc123' });
    expect(window.location.hash).toBe('#/en/profile/personal');
    expect(seen.filter((s) => s.path.endsWith('confirmEmail'))).toHaveLength(1);
  });

  it('after a new login email is asked for, then confirmed, the next login under it keeps this tab\'s drafts', async () => {
    // Signed in here as advisor@example.com, with an unsent contact message in the tab.
    draftsBelongTo('advisor@example.com');
    saveDraft('contact', { values: { comments: 'Unsent question' } });
    profileApi({
      'changeProfile/save': { result: 'success', message: 'email-change-pending', errCode: null },
      'changeProfile/confirmEmail': { result: 'success', errCode: null },
    });
    const owners = () => window.sessionStorage.getItem('mi-draft:owner')?.split(' ') ?? [];
    const host = await renderProfile(PERSONAL);
    await fill(host, 'emailId', 'alex.new@example.com');
    await fill(host, 'oldPassword', 'Advisor2026!');
    save();
    await screen.findByText(/We sent a confirmation link to alex\.new@example\.com/);
    await waitFor(() => expect(owners()).toHaveLength(2));
    // The session times out; the advisor signs in again with the new address (any case, as the server compares it).
    draftsBelongTo('Alex.New@example.com');
    expect(loadDraft('contact')?.values.comments).toBe('Unsent question');
    // Or with the old one, when the link was never opened.
    draftsBelongTo('advisor@example.com');
    expect(loadDraft('contact')?.values.comments).toBe('Unsent question');
    // Someone else's login still forgets it.
    draftsBelongTo('professional@example.com');
    expect(loadDraft('contact')).toBeUndefined();
  });

  it('a link opened in the tab that signed in adds the confirmed email as the drafts\' owner; a tab whose owner is unknown stays so', async () => {
    profileApi({
      'changeProfile/confirmEmail': { result: 'success', errCode: null },
      'changeProfile/index': (_b: unknown, n: number) => (n === 1 ? ADVISOR : { ...ADVISOR, emailId: 'alex.new@example.com' }),
    });
    draftsBelongTo('advisor@example.com');
    saveDraft('contact', { values: { comments: 'Unsent question' } });
    await renderProfile(`${PERSONAL}?confirmEmail=abc123`);
    await screen.findByText(/Your login email is now alex\.new@example\.com/);
    await waitFor(() => expect(window.sessionStorage.getItem('mi-draft:owner')).toContain(' '));
    draftsBelongTo('alex.new@example.com');
    expect(loadDraft('contact')?.values.comments).toBe('Unsent question');

    document.body.replaceChildren();
    window.sessionStorage.clear();
    window.sessionStorage.setItem('mi-draft:owner', '?');
    saveDraft('contact', { values: { comments: 'Typed by whom?' } });
    await renderProfile(`${PERSONAL}?confirmEmail=abc123`);
    await screen.findByText(/Your login email is now alex\.new@example\.com/);
    await settle();
    expect(window.sessionStorage.getItem('mi-draft:owner')).toBe('?');
  });

  it.each([
    ['a 500', 500, 'Back to the form'],
    ['no network', 'network', 'Back to the form'],
  ] as const)('a confirmation that fails (%s) shows the error page and keeps the code, so its way back confirms it', async (_what, failure, back) => {
    let calls = 0;
    const seen = profileApi({
      'changeProfile/confirmEmail': () => {
        calls += 1;
        if (calls === 1 && failure === 'network') throw new TypeError('Failed to fetch');
        return calls === 1 ? failure : { result: 'success', errCode: null };
      },
      'changeProfile/index': (_b: unknown, n: number) => (calls < 2 || n === 1 ? ADVISOR : { ...ADVISOR, emailId: 'alex.new@example.com' }),
    });
    await renderFlow('mi-profile', ProfileFlow, `https://portal.example/en/profile.html${PERSONAL}?confirmEmail=abc123`, testConfig());
    const button = await screen.findByRole('button', { name: back });
    expect(window.location.hash).toBe('#/en/profile/personal?confirmEmail=abc123');
    fireEvent.click(button);
    await screen.findByText('Your login email is now alex.new@example.com. Use it the next time you log in.');
    expect(seen.filter((s) => s.path.endsWith('confirmEmail'))).toHaveLength(2);
    expect(window.location.hash).toBe('#/en/profile/personal');
  });

  it('a coded answer that leads to an error page shows it, although the spent code left the address first', async () => {
    profileApi({ 'changeProfile/confirmEmail': { result: 'failure', errCode: 'sc002-profile' } });
    const host = await renderFlow('mi-profile', ProfileFlow, `https://portal.example/en/profile.html${PERSONAL}?confirmEmail=abc123`, testConfig());
    await screen.findByRole('button', { name: 'Back to the form' });
    expect(window.location.hash).toBe('#/en/profile/personal');
    expect(host.querySelector('[name="firstName"]')).toBeNull();
  });

  it('confirming in the tab that asked for the change replaces the "waiting for the link" message', async () => {
    let confirmed = false;
    profileApi({
      'changeProfile/save': { result: 'success', message: 'email-change-pending', errCode: null },
      'changeProfile/confirmEmail': () => ((confirmed = true), { result: 'success', errCode: null }),
      'changeProfile/index': () => (confirmed ? { ...ADVISOR, emailId: 'alex.new@example.com' } : ADVISOR),
    });
    const host = await renderProfile(PERSONAL);
    await fill(host, 'emailId', 'alex.new@example.com');
    await fill(host, 'oldPassword', 'Advisor2026!');
    save();
    await screen.findByText(/We sent a confirmation link to alex\.new@example\.com/);
    // The link pasted into this tab: only the hash changes.
    window.location.hash = '#/en/profile/personal?confirmEmail=abc123';
    await screen.findByText('Your login email is now alex.new@example.com. Use it the next time you log in.');
    expect(host.textContent).not.toContain('keep logging in with advisor@example.com');
  });

  it('a spent or foreign link (prfl002) says why nothing changed', async () => {
    profileApi({ 'changeProfile/confirmEmail': { result: 'failure', errCode: 'prfl002' } });
    await renderProfile(`${PERSONAL}?confirmEmail=used`);
    const text = await screen.findByText(/This email change link is no longer valid/);
    expect(text.closest('[role="alert"]')).not.toBeNull();
  });

  it('an internal user sees every field and Save disabled, told to use the IT service desk with its contact', async () => {
    profileApi({ 'changeProfile/index': { ...ADVISOR, roleId: 16, isInternalUser: true } });
    const host = await renderProfile(PERSONAL);
    const controls = [...host.querySelectorAll<HTMLInputElement>('form input, form select')];
    expect(controls.length).toBeGreaterThan(15);
    expect(controls.filter((c) => !c.disabled)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    // The reason and its contacts load when the profile says so (few advisors see them).
    await waitFor(() => expect(host.textContent).toContain('As an internal user, you cannot change your profile, settings or password here'));
    expect(host.querySelector('a[href="tel:18005550123"]')).not.toBeNull();
    expect(host.querySelector('a[href="mailto:servicedesk@example.com"]')).not.toBeNull();
    expect(host.querySelector('a[href="mailto:clientrelations@example.com"]')).toBeNull();
  });

  it('a pre-registered user sees everything disabled with the reason and Client Relations', async () => {
    profileApi({ 'changeProfile/index': { ...ADVISOR, preRegistered: true } });
    const host = await renderProfile(PERSONAL);
    expect([...host.querySelectorAll<HTMLInputElement>('form input, form select')].every((c) => c.disabled)).toBe(true);
    await waitFor(() => expect(host.textContent).toContain('Your profile was registered for you, so it cannot be changed here.'));
    expect(host.querySelector('a[href="mailto:clientrelations@example.com"]')).not.toBeNull();
  });

  it('a migrated profile is told to reset its security questions first, with the way there', async () => {
    profileApi({ 'changeProfile/index': { ...ADVISOR, displayChangeQuestionsMsg: true } });
    const host = await renderProfile(PERSONAL);
    expect((await screen.findByRole('alert')).textContent).toContain('You must choose three new security questions');
    expect(screen.getByRole('link', { name: 'Choose my security questions' }).getAttribute('href')).toBe('/en/profile.html#/en/profile/security-questions');
    expect(control(host, 'firstName').disabled).toBe(true);
  });

  it('keeps what was typed across a reload (draft), in French too', async () => {
    profileApi();
    let host = await renderProfile('#/fr/profile/personal', undefined, 'fr');
    await fill(host, 'city', 'Québec');
    unloadPage();
    host = await renderProfile('#/fr/profile/personal', undefined, 'fr');
    expect(control(host, 'city').value).toBe('Québec');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mon profil');
    await settle();
  });
});

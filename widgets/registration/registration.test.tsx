import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_ANSWERS, fakeApi, fill, renderRegistration, settle, testConfig, type FakeAnswers } from './test-helpers';
import { holdAnswers } from '../../tests/harness/flow';
import { hidePage } from '../../tests/harness/page';

const PAGE = 'https://portal.example/en/registration.html';
const FR_PAGE = 'https://portal.example/fr/registration.html';
const at = (path: string, locale = 'en') => `${locale === 'fr' ? FR_PAGE : PAGE}#/${locale}/registration-process/${path}`;

const QUESTIONS = [
  { securityQuestionId: 1, description: 'First pet?' },
  { securityQuestionId: 2, description: 'City of birth?' },
  { securityQuestionId: 3, description: 'First car?' },
  { securityQuestionId: 4, description: 'First street?' },
];

const seriousOnly = async (host: HTMLElement) => {
  const r = await axe.run(host);
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};
const field = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
const optionLabels = (select: HTMLSelectElement | null) => Array.from(select?.options ?? []).map((o) => o.textContent);

/** Fills step 1 with a valid advisor and presses Register. */
async function submitStep1(host: HTMLElement): Promise<void> {
  await fill(host, 'firstName', 'Ada');
  await fill(host, 'lastName', 'Lovelace');
  await fill(host, 'emailId', 'ada@example.com');
  fireEvent.click(field(host, 'professional')!);
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<mi-registration> success pages', () => {
  it.each(['registration-success', 'activation-success'])('%s opened by its address, with nothing completed, starts the wizard over', async (page) => {
    fakeApi(BASE_ANSWERS);
    await renderRegistration(at(page));
    await waitFor(() => expect(window.location.hash).toBe('#/en/registration-process/register'));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/now active|sent an activation link/i);
  });

  it('registration-success stays closed after a registration that ended on "already registered"', async () => {
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': { result: 'failure', message: 'x', errCode: 'reg002' } });
    const host = await renderRegistration(at('register'));
    await submitStep1(host);
    await waitFor(() => expect(window.location.hash).toBe('#/en/registration-process/already-registered'));
    window.location.hash = '#/en/registration-process/registration-success';
    await waitFor(() => expect(window.location.hash).toBe('#/en/registration-process/register'));
    expect(host.textContent).not.toMatch(/sent an activation link/i);
  });
});

describe('<mi-registration> step 1', () => {
  it('has no serious or critical axe violations', async () => {
    fakeApi(BASE_ANSWERS);
    const host = await renderRegistration(at('register'));
    expect(await seriousOnly(host)).toEqual([]);
  });

  it('renders the spec fields, server roles with the first preselected, en by default, Register and Cancel', async () => {
    fakeApi(BASE_ANSWERS);
    const host = await renderRegistration(at('register'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Step 1 Register');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    for (const name of ['firstName', 'preferredFirstName', 'lastName', 'roleId', 'languagePreferenceCode', 'emailId', 'professional']) {
      expect(field(host, name), name).toBeTruthy();
    }
    await waitFor(() => expect(optionLabels(field(host, 'roleId'))).toEqual(['Associate Advisor (server)', 'Registered Investment Advisor (server)']));
    expect(field(host, 'roleId')?.value).toBe('12');
    expect((field(host, 'roleId') as HTMLSelectElement | null)?.disabled).toBe(false);
    expect(host.querySelector<HTMLInputElement>('input[name="languagePreferenceCode"][value="en"]')?.checked).toBe(true);
    expect(host.querySelector('label[for="' + field(host, 'preferredFirstName')?.id + '"]')?.textContent).toContain('Optional');
    expect(screen.getByRole('button', { name: 'Register' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('on a French page, French is the preferred language chosen by default', async () => {
    fakeApi(BASE_ANSWERS);
    const host = await renderRegistration(at('register', 'fr'));
    expect(host.querySelector<HTMLInputElement>('input[name="languagePreferenceCode"][value="fr"]')?.checked).toBe(true);
    expect(host.querySelector<HTMLInputElement>('input[name="languagePreferenceCode"][value="en"]')?.checked).toBe(false);
  });

  it('falls back to the spec role list, translated, when getRoles fails', async () => {
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/getRoles': 500 });
    const host = await renderRegistration(at('register', 'fr'));
    await settle();
    expect(optionLabels(field(host, 'roleId'))).toEqual([
      'Conseiller en placement inscrit', 'Adjoint aux ventes', 'Conseiller associé', 'Analyste de fonds',
      'Professionnel du secteur financier', 'Membre du personnel',
    ]);
    expect(field(host, 'roleId')?.value).toBe('10');
  });

  it('an empty submit says "Please fix 4 errors" (one per failing field), focuses the summary and sends nothing', async () => {
    const seen = fakeApi(BASE_ANSWERS);
    const host = await renderRegistration(at('register'));
    const before = seen.length;
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toContain('Please fix 4 errors before proceeding');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    for (const name of ['firstName', 'lastName', 'emailId', 'professional']) {
      expect(field(host, name)?.getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
    expect(seen.length).toBe(before);
  });

  it('on the performance-test host the captcha is off: not shown, not required, not posted', async () => {
    const seen = fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': { result: 'success', message: 'address-details', errCode: null } });
    const host = await renderRegistration(at('register'), testConfig({ captcha: { provider: 'altcha', siteKey: '', challengeUrl: '/c' }, perfHostMarker: 'portal.example' }));
    expect(host.querySelector('.mi-captcha')).toBeNull();
    await submitStep1(host);
    await screen.findByRole('heading', { level: 1, name: 'Step 2 Company Info' });
    const post = seen.find((r) => r.path.endsWith('/registrationProcess/register'));
    expect(post?.body).not.toHaveProperty('g-recaptcha-response');
  });

  it('posts step 1, emits mi-submitted and moves to company info with the dealer codes and provinces', async () => {
    const seen = fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': { result: 'success', message: 'address-details', errCode: null } });
    const host = await renderRegistration(at('register'));
    const submitted = vi.fn();
    host.addEventListener('mi-submitted', (e) => submitted(e.detail));
    await submitStep1(host);
    await screen.findByRole('heading', { level: 1, name: 'Step 2 Company Info' });
    const post = seen.find((r) => r.path.endsWith('/registrationProcess/register'));
    expect(post?.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', emailId: 'ada@example.com', roleId: '12', languagePreferenceCode: 'en', professional: 'true' });
    expect(submitted).toHaveBeenCalledWith({ form: 'register' });
    await waitFor(() => expect(field(host, 'primaryDealerCode')).toBeTruthy());
    expect(field(host, 'primaryAdvisorCode')).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(field(host, 'province')?.value).toBe('AB');
    expect(optionLabels(field(host, 'province'))).toEqual(['Alberta', 'Ontario', 'Quebec']);
    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Step 1 Register' });
    await settle();
    expect(field(host, 'firstName')?.value).toBe('Ada');
    expect(field(host, 'emailId')?.value).toBe('ada@example.com');
  });

  it('prfl001 shows on the email field; reg002 shows already-registered with the email', async () => {
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': { result: 'failure', message: 'x', errCode: 'prfl001' } });
    const host = await renderRegistration(at('register'));
    await submitStep1(host);
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toContain('This email address is already registered');
    expect(field(host, 'emailId')?.getAttribute('aria-invalid')).toBe('true');

    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': { result: 'failure', message: 'x', errCode: 'reg002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { level: 1, name: 'Already registered' });
    // Says the activation link went again, and where (once the view's code is in: views.ts loads it on
    // demand); no "Log in" to an account that cannot log in yet.
    await waitFor(() => expect(host.textContent).toContain('We sent the activation link again to ada@example.com'));
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(host.querySelector('a[href^="mailto:"]')).toBeTruthy();
  });

  it('keeps the role choice waiting while the server list loads (the fallback is for a failed call)', async () => {
    fakeApi(BASE_ANSWERS);
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('getRoles') ? new Promise<Response>(() => undefined) : real(input, init));
    const host = await renderRegistration(at('register'));
    expect((field(host, 'roleId') as HTMLSelectElement | null)?.disabled).toBe(true);
  });

  it.each([
    ['This account is already active. Please log in.'],
    ['Ce compte est déjà actif. Veuillez vous connecter.'],
  ])('a code-less failure whose message says "already active" goes to already-active (spec §7): %s', async (message) => {
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': { result: 'failure', message, errCode: '' } });
    const host = await renderRegistration(at('register'));
    await submitStep1(host);
    await screen.findByRole('heading', { level: 1, name: 'Account already active' });
  });

  it('Cancel asks first; confirming posts cancelSession, forgets the draft and shows the cancel page', async () => {
    const seen = fakeApi(BASE_ANSWERS);
    const host = await renderRegistration(at('register'));
    await fill(host, 'firstName', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel your registration?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel registration' }));
    await screen.findByRole('heading', { level: 1, name: 'Registration cancelled' });
    expect(seen.some((r) => r.path === '/mi/en/registrationProcess/cancelSession')).toBe(true);
    expect((await screen.findByRole('link', { name: 'Back to registration' })).getAttribute('href')).toBe('/en/registration.html#/en/registration-process/register');
    // Spec section 2: a cancel also returns to the home page (the portal's entry page of the page map).
    expect(screen.getByRole('link', { name: 'Go to the advisor portal home page' }).getAttribute('href')).toBe('/en/');
    await settle();
    hidePage();
    expect(JSON.stringify(Object.values(window.sessionStorage))).not.toContain('Ada');
  });
});

/** Fills step 2 once it shows, with a dealer code the test's answers take as known or not. */
async function fillStep2(host: HTMLElement, dealerCode: string) {
  await waitFor(() => expect(field(host, 'firmName')).toBeTruthy());
  for (const [name, value] of [
    ['firmName', 'Acme'], ['addressLine1', '1 Main St'], ['city', 'Calgary'], ['postalCode', 'T2P 1J9'],
    ['businessPhoneNumber', '403-555-0100'], ['primaryDealerCode', dealerCode], ['primaryAdvisorCode', 'A1'],
  ] as const) await fill(host, name, value);
}

describe('<mi-registration> step 2', () => {
  it('sc001 marks the dealer and advisor codes, one line in the summary (one server answer)', async () => {
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/addressDetails': { result: 'failure', message: 'x', errCode: 'sc001' } });
    const host = await renderRegistration(at('address-details'));
    await fillStep2(host, '9999');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toContain('Please fix 1 error before proceeding');
    expect(summary.querySelectorAll('li')).toHaveLength(1);
    expect(field(host, 'primaryDealerCode')?.getAttribute('aria-invalid')).toBe('true');
    expect(field(host, 'primaryAdvisorCode')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('Back and Cancel wait while the step is sent: its answer must not take the user on from a registration they cancelled', async () => {
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/addressDetails': { result: 'success', message: 'registration-success', errCode: null } });
    const release = holdAnswers('addressDetails');
    const host = await renderRegistration(at('address-details'));
    await fillStep2(host, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(host.querySelector('button[aria-busy="true"]')).toBeTruthy());
    const secondary = () => ['Back', 'Cancel'].map((name) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled);
    expect(secondary()).toEqual([true, true]);
    release();
    await waitFor(() => expect(window.location.hash).toContain('registration-success'));
  });

  it('sc002 (the registration is gone: cancelled in another tab) restarts at step 1 with what was typed, instead of a looping error page', async () => {
    fakeApi({
      ...BASE_ANSWERS,
      'registrationProcess/register': { result: 'success', message: 'address-details', errCode: null },
      'registrationProcess/addressDetails': { result: 'failure', message: 'x', errCode: 'sc002' },
    });
    const host = await renderRegistration(at('register'));
    const errors: unknown[] = [];
    host.addEventListener('mi-error', (e) => errors.push((e as CustomEvent).detail));
    await submitStep1(host);
    await screen.findByRole('heading', { level: 1, name: 'Step 2 Company Info' });
    await fillStep2(host, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Step 1 Register' });
    expect(host.textContent).toContain('it may have been cancelled in another tab');
    // The host page hears of the refusal, as of any other.
    await waitFor(() => expect(errors).toEqual([{ code: 'sc002', messageKey: expect.stringMatching(/^errors\.codes\./) }]));
    expect(host.textContent).not.toContain('Back to the form');
    await settle();
    expect(field(host, 'firstName')?.value).toBe('Ada');
    expect(field(host, 'emailId')?.value).toBe('ada@example.com');
    expect(field(host, 'professional')?.checked).toBe(true);
    // Register again: step 2 still holds its values.
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { level: 1, name: 'Step 2 Company Info' });
    await waitFor(() => expect(field(host, 'firmName')?.value).toBe('Acme'));
  });

  it('is bypassed when no new profile is needed', async () => {
    const progress = BASE_ANSWERS['registrationProcess/flowProgress'] as Record<string, unknown>;
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/flowProgress': { ...progress, commandInfromation: { newProfileRequired: false } } });
    await renderRegistration(at('address-details'));
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(document.body.textContent).toContain('ada@example.com');
  });
});

describe('<mi-registration> activation', () => {
  const valid = { result: 'success', message: QUESTIONS, errCode: null };

  it('has no serious or critical axe violations and renders the form', async () => {
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': valid });
    const host = await renderRegistration(at('activate?code=abc'));
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    expect(await seriousOnly(host)).toEqual([]);
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    for (const name of ['securityAnswer1', 'securityAnswer2', 'securityAnswer3', 'confirmReadTermsConditions']) expect(field(host, name), name).toBeTruthy();
    expect(field(host, 'password')?.getAttribute('autocomplete')).toBe('new-password');
    // The password policy is the new password's hint (the login's password field has none).
    const hint = document.getElementById(String(field(host, 'password')?.getAttribute('aria-describedby')));
    expect(hint?.textContent).toBe('8 to 32 characters, with at least one lowercase letter, one uppercase letter and one number');
    expect(field(host, 'confirmPassword')?.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('Cancel on activation says the activation, not the registration, was cancelled, and links back to it (the account stays registered)', async () => {
    const seen = fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': valid });
    const host = await renderRegistration(at('activate?code=abc'));
    await waitFor(() => expect(field(host, 'securityAnswer1')).toBeTruthy());
    await fill(host, 'securityAnswer1', 'Rex');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel the activation?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel activation' }));
    await screen.findByRole('heading', { level: 1, name: 'Activation cancelled' });
    // Its own route: the tab's title says the same as the heading (a screen reader reads it on arrival).
    expect(window.location.hash).toBe('#/en/registration-process/cancel-activation');
    await waitFor(() => expect(document.title).toMatch(/^Activation cancelled/));
    await waitFor(() => expect(host.textContent).toContain('open the link in the activation email again'));
    expect(host.textContent).not.toContain('Your registration was cancelled');
    expect(screen.getByRole('link', { name: 'Go to the advisor portal home page' })).toBeTruthy();
    expect(seen.some((r) => r.path === '/mi/en/registrationProcess/cancelSession')).toBe(true);
    // Back to the same activation: its questions again, with nothing typed kept. The link holds the code (a new tab),
    // and the tab's draft keeps it, with nothing typed, for a reload of this page.
    const back = await screen.findByRole('link', { name: 'Return to activation' });
    expect(back.getAttribute('href')).toBe('/en/registration.html#/en/registration-process/activate?code=abc');
    hidePage();
    expect(JSON.stringify(Object.values(window.sessionStorage))).toContain('abc');
    expect(JSON.stringify(Object.values(window.sessionStorage))).not.toContain('Rex');
    fireEvent.click(back);
    await waitFor(() => expect(field(host, 'securityAnswer1')).toBeTruthy());
    expect(field(host, 'securityAnswer1')?.value).toBe('');
  });

  it('links the terms (pages.terms) in a new tab, so the form stays, and numbers the three questions in the summary', async () => {
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': valid });
    const host = await renderRegistration(at('activate?code=abc'));
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    const terms = screen.getByRole('link', { name: /Read the terms and conditions/ });
    expect(terms.getAttribute('href')).toBe('/en/terms.html');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(terms.textContent).toContain('(opens in a new tab)');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    const lines = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(lines).toContain('Security question 1: Select a security question');
    expect(lines).toContain('Security question 3: Select a security question');
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('without pages.terms the checkbox says the terms are not configured, and the setting is named once in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': valid });
    const config = testConfig();
    const host = await renderRegistration(at('activate?code=abc'), { ...config, pages: { ...config.pages, terms: '' } });
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    expect(host.textContent).toContain('The terms and conditions are not configured on this page.');
    expect(error.mock.calls.some(([m]) => String(m).includes('"pages.terms"'))).toBe(true);
  });

  it('a question chosen in one select is disabled in the others', async () => {
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': valid });
    const host = await renderRegistration(at('activate?code=abc'));
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    await fill(host, 'securityQuestion1', '2');
    const disabled = (name: string) => Array.from(field(host, name)?.options ?? []).filter((o) => o.disabled).map((o) => o.value);
    expect(disabled('securityQuestion1')).toEqual([]);
    expect(disabled('securityQuestion2')).toEqual(['2']);
    expect(disabled('securityQuestion3')).toEqual(['2']);
    await fill(host, 'securityQuestion2', '4');
    expect(disabled('securityQuestion1')).toEqual(['4']);
    expect(disabled('securityQuestion3')).toEqual(['2', '4']);
  });

  it('activates, emits mi-submitted and shows the email with a login link; secrets never reach storage', async () => {
    const seen = fakeApi({
      ...BASE_ANSWERS,
      'activationProcess/validateActivation': valid,
      'activationProcess/activateProfile': { result: 'success', message: 'ada@example.com', errCode: null },
    });
    const host = await renderRegistration(at('activate?code=abc'));
    const submitted = vi.fn();
    host.addEventListener('mi-submitted', (e) => submitted(e.detail));
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    for (const [name, value] of [
      ['securityQuestion1', '1'], ['securityAnswer1', 'Rex'], ['securityQuestion2', '2'], ['securityAnswer2', 'Paris'],
      ['securityQuestion3', '3'], ['securityAnswer3', 'Civic'], ['password', 'Secret2026x'], ['confirmPassword', 'Secret2026x'],
    ] as const) await fill(host, name, value);
    hidePage();
    // The draft is written (the questions chosen), without the answers and passwords.
    expect(JSON.stringify(Object.values(window.sessionStorage))).toContain('securityQuestion1');
    expect(JSON.stringify(Object.values(window.sessionStorage))).not.toMatch(/Secret2026x|Civic/);
    fireEvent.click(field(host, 'confirmReadTermsConditions')!);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await screen.findByRole('heading', { level: 1, name: 'Account activated' });
    expect(seen.find((r) => r.path.endsWith('/activateProfile'))?.body).toMatchObject({ code: 'abc', securityQuestion3: '3', password: 'Secret2026x', confirmReadTermsConditions: 'true' });
    expect(submitted).toHaveBeenCalledWith({ form: 'activation' });
    await waitFor(() => expect(document.body.textContent).toContain('ada@example.com'));
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login.html#/en/login');
  });

  it.each([
    ['reg003', 'Activation link expired', 'emailed you a new one'],
    ['sc005', 'Activation link not found', 'could not find this activation link'],
    ['reg001', 'Account already active', 'already active'],
    ['reg005', 'Account suspended', 'Client Relations'],
  ])('%s shows its own view', async (errCode, title, text) => {
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': { result: 'failure', message: 'x', errCode } });
    const host = await renderRegistration(at('activate?code=abc'));
    await screen.findByRole('heading', { level: 1, name: title });
    expect(host.textContent).toContain(text);
    // Suspended, and expired (when the new link does not come): Client Relations.
    if (errCode === 'reg005' || errCode === 'reg003') expect(host.querySelector('a[href^="tel:"]')).toBeTruthy();
    if (errCode === 'reg003') expect(host.textContent).toContain('check your junk or spam folder, or contact Client Relations');
    if (errCode === 'reg001') expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    // Not found is no dead end: register again (a registered address gets a new link), or Client Relations.
    if (errCode === 'sc005') {
      expect(screen.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe('/en/registration.html#/en/registration-process/register');
      expect(host.querySelector('a[href^="tel:"]')).toBeTruthy();
    }
  });

  it('says which step failed (spec section 8: fed.errors.*), with what the server answered for Client Relations', async () => {
    // The check of the emailed link (its code still in the address).
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': 500 });
    let host = await renderRegistration(at('activate?code=abc'));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(host.textContent).toContain('We could not check your activation link. Please contact Client Relations');
    expect(host.textContent).toContain('Reference for Client Relations: HTTP 500');
    document.body.replaceChildren();
    // The activation itself (the code accepted, so gone from the address).
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': valid, 'activationProcess/activateProfile': { result: 'failure', errCode: 'zz42' } });
    host = await renderRegistration(at('activate?code=abc'));
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    for (const [name, value] of [
      ['securityQuestion1', '1'], ['securityAnswer1', 'Rex'], ['securityQuestion2', '2'], ['securityAnswer2', 'Paris'],
      ['securityQuestion3', '3'], ['securityAnswer3', 'Civic'], ['password', 'Secret2026x'], ['confirmPassword', 'Secret2026x'],
    ] as const) await fill(host, name, value);
    fireEvent.click(field(host, 'confirmReadTermsConditions')!);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(host.textContent).toContain('We could not activate your account.');
    expect(host.textContent).toContain('Reference for Client Relations: zz42');
    document.body.replaceChildren();
    // A registration step.
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/register': 503 });
    host = await renderRegistration(at('register'));
    await submitStep1(host);
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(host.textContent).toContain('We could not send this step of your registration.');
    expect(host.textContent).toContain('Reference for Client Relations: HTTP 503');
    document.body.replaceChildren();
    // A step's own data that did not come is not a step sent: no such sentence.
    fakeApi({ ...BASE_ANSWERS, 'registrationProcess/flowProgress': 500 });
    host = await renderRegistration(at('address-details'));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(host.textContent).not.toContain('We could not');
  });

  it('a failed check of an activation code the tab already holds (Return to activation) says the check failed', async () => {
    const answers: FakeAnswers = { ...BASE_ANSWERS, 'activationProcess/validateActivation': valid };
    fakeApi(answers);
    const host = await renderRegistration(at('activate?code=abc'));
    await waitFor(() => expect(field(host, 'securityAnswer1')).toBeTruthy());
    answers['activationProcess/validateActivation'] = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel activation' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Return to activation' }));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(host.textContent).toContain('We could not check your activation link.');
  });

  it('an unknown code with no message shows the generic server error page', async () => {
    fakeApi({ ...BASE_ANSWERS, 'activationProcess/validateActivation': { result: 'failure', errCode: null } });
    await renderRegistration(at('activate?code=abc'));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    // Said once, as the title: the message under it says what failed and what to do.
    expect(document.body.textContent).toContain('We could not check your activation link. Please contact Client Relations or try again later.');
    expect(document.body.textContent?.split('Something went wrong')).toHaveLength(2);
  });
});

describe('<mi-registration> status pages', () => {
  it('already-active offers the login page', async () => {
    fakeApi(BASE_ANSWERS);
    await renderRegistration(at('already-active'), testConfig());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account already active');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseType, fakeBackend, fillIn, inPart, PROFILE, renderEsign, reviewRows, settle, type Seen } from './test-helpers';
import { holdAnswers } from '../../tests/harness/flow';
import { unloadPage } from '../../tests/harness/page';

const seriousOnly = async (host: HTMLElement) => {
  const r = await axe.run(host);
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const optionLabels = (select: HTMLSelectElement | null) => Array.from(select?.options ?? []).map((o) => o.textContent);
const esignCalls = (seen: Seen[]) => seen.filter((s) => s.path.includes('/esign/'));

/** Fills a valid individual purchase investor. */
async function fillIndividual(host: HTMLElement): Promise<void> {
  await fillIn(host, 'investor', 'firstName', 'Ines');
  await fillIn(host, 'investor', 'lastName', 'Moreau');
  await fillIn(host, 'investor', 'email', 'ines@example.com');
  await fillIn(host, 'investor', 'phone', '416-555-0188');
}

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<mi-esign> form', () => {
  it('has no serious or critical axe violations, every section open (joint type, advisor editing)', async () => {
    fakeBackend();
    const host = await renderEsign();
    await chooseType(host, 'jointSubscriber');
    fireEvent.click(button('Edit advisor details'));
    await settle();
    expect(await seriousOnly(host)).toEqual([]);
  });

  it('renders the purchase form: funds after "Could not fetch funds", four types, the advisor from the profile, no investor before a type', async () => {
    let release: (v: unknown) => void = () => undefined;
    fakeBackend({ '/bin/docusignFunds': new Promise((resolve) => (release = resolve)) });
    const host = await renderEsign();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subscribe Fund Form');
    expect(optionLabels(inPart(host, 'selection', 'fundId'))).toEqual(['Could not fetch funds']);
    release([{ id: 'F101', name: 'Canadian Equity Fund' }]);
    await waitFor(() => expect(optionLabels(inPart(host, 'selection', 'fundId'))).toEqual(['Select a fund', 'Canadian Equity Fund']));
    const types = Array.from(host.querySelectorAll<HTMLInputElement>('input[name="requestType"]'));
    expect(types.map((r) => [r.value, r.labels?.[0]?.textContent])).toEqual([
      ['individualSubscriber', 'Individual Investor'], ['jointSubscriber', 'Joint Investor'],
      ['corporateSubscriber', 'Entity Investor'], ['managedSubscriber', 'Managed Account'],
    ]);
    const advisor = within(host.querySelector<HTMLElement>('[data-part="advisor"]')!);
    for (const text of ['Alex Martin', '100 King Street West', '200', 'Ontario', 'M5X 1A9', 'advisor@example.com', '416-555-0177', '1234', 'A1234']) {
      expect(advisor.getByText(text)).toBeTruthy();
    }
    expect(host.querySelector('[data-part="advisor"] input')).toBeNull();
    expect(host.querySelector('[data-part="investor"]')).toBeNull();
    expect(button('Review request').getAttribute('type')).toBe('submit');
    expect(button('Cancel')).toBeTruthy();
  });

  it('shows the type’s investor fields; changing the type asks first when something was typed, then clears investor and joint data', async () => {
    fakeBackend();
    const host = await renderEsign();
    await chooseType(host, 'jointSubscriber');
    await fillIn(host, 'investor', 'firstName', 'Ines');
    await fillIn(host, 'joint', 'firstName', 'Omar');
    // Moved to another type by keyboard (focus on it), then kept: focus goes back to the type still chosen.
    host.querySelector<HTMLInputElement>('input[value="corporateSubscriber"]')?.focus();
    await chooseType(host, 'corporateSubscriber');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change the subscriber type?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep the details' }));
    await settle();
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ines');
    expect(host.querySelector<HTMLInputElement>('input[value="jointSubscriber"]')?.checked).toBe(true);
    expect(document.activeElement).toBe(host.querySelector('input[value="jointSubscriber"]'));
    host.querySelector<HTMLInputElement>('input[value="corporateSubscriber"]')?.focus();
    await chooseType(host, 'corporateSubscriber');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change the type' }));
    await settle();
    // Changed: focus on the type now chosen.
    expect(document.activeElement).toBe(host.querySelector('input[value="corporateSubscriber"]'));
    expect(inPart(host, 'investor', 'corporationName')?.value).toBe('');
    expect(inPart(host, 'investor', 'signatoryFirstName')).toBeTruthy();
    expect(host.querySelector('[data-part="joint"]')).toBeNull();
    // Nothing typed any more: the next change needs no confirmation.
    await chooseType(host, 'jointSubscriber');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inPart(host, 'joint', 'firstName')?.value).toBe('');
  });

  it('counts every section’s errors in one "Please fix N errors", worded for the investor, and sends nothing', async () => {
    const seen = fakeBackend();
    const host = await renderEsign();
    await chooseType(host, 'jointSubscriber');
    fireEvent.click(button('Review request'));
    await settle();
    // Fund, four primary-investor fields, four joint-investor fields.
    const summary = screen.getByRole('group', { name: 'Please fix 9 errors before proceeding' });
    expect(within(summary).getByText('Enter the investor’s first name')).toBeTruthy();
    expect(within(summary).getByText('Enter the joint investor’s email address')).toBeTruthy();
    expect(inPart(host, 'joint', 'lastName')?.getAttribute('aria-invalid')).toBe('true');
    // A message both investors share says whose field it is; no two lines read the same.
    const lines = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(lines.filter((l) => /phone/i.test(l ?? ''))).toEqual(['Investor: Enter a phone number', 'Joint investor: Enter a phone number']);
    expect(new Set(lines).size).toBe(lines.length);
    // Under the field, its section says whose it is already.
    expect(host.querySelector('[data-part="joint"] .mi-field__error')?.textContent).not.toMatch(/^Joint investor:/);
    expect(esignCalls(seen)).toEqual([]);
  });

  it('choosing a type takes its "Select a subscriber type" error away, as choosing a fund does', async () => {
    fakeBackend();
    const host = await renderEsign();
    fireEvent.click(button('Review request'));
    await settle();
    expect(screen.getByRole('group', { name: 'Please fix 2 errors before proceeding' })).toBeTruthy();
    await chooseType(host, 'individualSubscriber');
    const summary = screen.getByRole('group', { name: 'Please fix 1 error before proceeding' });
    expect(within(summary).queryByText('Select a subscriber type')).toBeNull();
    expect(Array.from(host.querySelectorAll('input[name="requestType"]')).map((r) => r.getAttribute('aria-invalid'))).toEqual([null, null, null, null]);
  });

  it('gate: an advisor without codes sees the 403-docusign notice on load and on submit, and nothing is sent', async () => {
    const seen = fakeBackend({ '/mi/ia/en/changeProfile/index': { ...PROFILE, primaryDealerCode: null, primaryAdvisorCode: null } });
    const host = await renderEsign('#/en/advisor-forms?fundId=F101');
    const message = 'To send e-signature requests, your user ID must be tied to a valid dealer code and advisor code.';
    expect(within(host.querySelector<HTMLElement>('[data-part="advisor"]')!).getByText(message)).toBeTruthy();
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    await settle();
    const gate = host.querySelector<HTMLElement>('[data-testid="esign-gate"]');
    expect(gate?.textContent).toContain(message);
    expect(document.activeElement).toBe(gate);
    // The way past it, in the notice and in the advisor section: the profile, which holds the codes.
    const links = within(host).getAllByRole('link', { name: 'Add the codes to my profile' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/profile.html#/en/profile/personal', '/en/profile.html#/en/profile/personal']);
    expect(screen.queryByText('Review your request')).toBeNull();
    expect(esignCalls(seen)).toEqual([]);
  });

  it('a profile that cannot be fetched is said with a retry, and blocks the request', async () => {
    const seen = fakeBackend({ '/mi/ia/en/changeProfile/index': 500 });
    const host = await renderEsign('#/en/advisor-forms?fundId=F101');
    const advisor = within(host.querySelector<HTMLElement>('[data-part="advisor"]')!);
    expect(advisor.getByText(/could not be loaded/)).toBeTruthy();
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    await settle();
    expect(host.querySelector('[data-testid="esign-gate"]')?.textContent).toContain('this request cannot be sent');
    expect(esignCalls(seen)).toEqual([]);
    fakeBackend();
    const retry = advisor.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(advisor.getByText('Alex Martin')).toBeTruthy());
    // The button left with the failure; focus stayed on the section (a region named by its heading).
    expect(document.activeElement).toBe(host.querySelector('[data-part="advisor"]'));
  });

  it('a failed fund list says so; Try again loads it', async () => {
    fakeBackend({ '/bin/docusignFunds': 500 });
    const host = await renderEsign();
    expect(screen.getByText('The fund list could not be loaded.')).toBeTruthy();
    expect(optionLabels(inPart(host, 'selection', 'fundId'))).toEqual(['Could not fetch funds']);
    fakeBackend();
    const section = within(host.querySelector<HTMLElement>('[data-part="selection"]')!);
    const retry = section.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(optionLabels(inPart(host, 'selection', 'fundId'))).toContain('Global Balanced Fund'));
    expect(screen.queryByText('The fund list could not be loaded.')).toBeNull();
    expect(document.activeElement).toBe(host.querySelector('[data-part="selection"]'));
  });
});

describe('<mi-esign> review and send', () => {
  it('reviews exactly what Send posts (fund preselected by fundId), sends it, shows the success message and clears the investor', async () => {
    const seen = fakeBackend();
    const submitted = vi.fn();
    const host = await renderEsign('#/en/advisor-forms?fundId=F102');
    host.addEventListener('mi-submitted', (e) => submitted((e as CustomEvent).detail));
    expect(inPart<HTMLSelectElement>(host, 'selection', 'fundId')?.value).toBe('F102');
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    await screen.findByRole('heading', { level: 1, name: 'Review your request' });
    expect(reviewRows(host, 'request')).toEqual(['Fund: Global Balanced Fund', 'Request: Purchase – Individual Investor']);
    expect(reviewRows(host, 'investor')).toEqual(['First name: Ines', 'Last name: Moreau', 'Email address: ines@example.com', 'Phone number: 416-555-0188']);
    expect(reviewRows(host, 'advisor')).toContain('Mobile phone number: 416-555-0177');
    expect(host.querySelector('[data-part="joint"]')).toBeNull();
    expect(esignCalls(seen)).toEqual([]);
    expect(await seriousOnly(host)).toEqual([]);
    fireEvent.click(button('Send for signature'));
    await screen.findByRole('heading', { level: 1, name: 'Request sent' });
    const [call] = esignCalls(seen);
    expect(call?.path).toBe('/mi/ia/en/esign/purchase');
    expect(call?.body).toEqual({
      requestType: 'individualSubscriber', fundId: 'F102', firstName: 'Ines', lastName: 'Moreau', email: 'ines@example.com', phone: '416-555-0188',
      advisorFirstName: 'Alex', advisorLastName: 'Martin', advisorEmail: 'advisor@example.com', advisorStreetAddress: '100 King Street West',
      advisorSuite: '200', advisorCity: 'Toronto', advisorProvince: 'ON', advisorPostalCode: 'M5X 1A9', advisorBusinessPhoneNumber: '416-555-0150',
      advisorPhoneNumber: '416-555-0177',
    });
    expect(screen.getByText('Your purchase request for Global Balanced Fund was sent for electronic signature.')).toBeTruthy();
    expect(screen.getByText('ines@example.com')).toBeTruthy();
    expect(submitted).toHaveBeenCalledWith({ form: 'esign-purchase' });
    fireEvent.click(button('Start another request'));
    await settle();
    expect(host.querySelector<HTMLInputElement>('input[name="requestType"]:checked')).toBeNull();
  });

  it('Edit goes back to the form with everything kept; an advisor edit is reviewed, Cancel changes restores the profile', async () => {
    const seen = fakeBackend();
    const host = await renderEsign('#/en/advisor-forms?fundId=F101');
    fireEvent.click(button('Edit advisor details'));
    await settle();
    expect(document.activeElement).toBe(inPart(host, 'advisor', 'firstName'));
    expect(screen.getByText('Your changes apply to this request only. They are not saved to your profile.')).toBeTruthy();
    await fillIn(host, 'advisor', 'firstName', 'Alexandra');
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    await screen.findByRole('heading', { level: 1, name: 'Review your request' });
    expect(reviewRows(host, 'advisor')[0]).toBe('First name: Alexandra');
    fireEvent.click(button('Edit'));
    // Each stage is a screen of its own: focus moves to its heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subscribe Fund Form'));
    expect(inPart(host, 'investor', 'email')?.value).toBe('ines@example.com');
    fireEvent.click(button('Cancel changes'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel changes' }));
    await settle();
    expect(within(host.querySelector<HTMLElement>('[data-part="advisor"]')!).getByText('Alex Martin')).toBeTruthy();
    expect(document.activeElement).toBe(button('Edit advisor details'));
    expect(seen.filter((s) => s.path.includes('changeProfile/save'))).toEqual([]);
  });

  it('a 403-docusign answer returns to the form with the notice; a failing status shows the server-error page', async () => {
    fakeBackend({ '/mi/ia/en/esign/purchase': { result: 'failure', status: '403-docusign' } });
    const host = await renderEsign('#/en/advisor-forms?fundId=F101');
    await chooseType(host, 'managedSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    await screen.findByRole('heading', { level: 1, name: 'Subscribe Fund Form' });
    const gate = host.querySelector('[data-testid="esign-gate"]');
    expect(gate?.textContent).toContain('valid dealer code and advisor code');
    // The notice says why the review came back to the form: it takes focus, not the form's heading.
    expect(document.activeElement).toBe(gate);
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ines');

    fakeBackend({ '/mi/ia/en/esign/purchase': { result: 'success', status: 'failure' } });
    fireEvent.click(button('Review request'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    // The way back returns to the review the send left from (Send again, or Edit), its heading focused.
    const seen = fakeBackend();
    fireEvent.click(button('Back to the form'));
    const review = await screen.findByRole('heading', { level: 1, name: 'Review your request' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(reviewRows(host, 'investor')).toContain('Last name: Moreau');
    fireEvent.click(button('Send for signature'));
    await screen.findByRole('heading', { level: 1, name: 'Request sent' });
    expect(esignCalls(seen).map((c) => c.path)).toEqual(['/mi/ia/en/esign/purchase']);
  });

  it('any other refusal is the 403 with e-sign’s own message', async () => {
    fakeBackend({ '/mi/ia/en/esign/purchase': 404 });
    const host = await renderEsign('#/en/advisor-forms?fundId=F101');
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    await screen.findByText(/you may not be allowed to send e-signature requests/);
    // A refusal sent nothing: no word about a copy to look for.
    expect(host.textContent).not.toContain('inbox');
  });

  it('a send that may have gone out (connection lost, server error) says to look for the copy before sending again', async () => {
    // A thenable rejects when the call awaits it (a rejected promise made here would be unhandled until then).
    const lost = { then: (_ok: unknown, fail: (error: Error) => void) => fail(new TypeError('Failed to fetch')) };
    fakeBackend({ '/mi/ia/en/esign/purchase': lost });
    const host = await renderEsign('#/en/advisor-forms?fundId=F101');
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    await screen.findByRole('heading', { level: 1, name: 'We could not reach the server' });
    expect(host.textContent).toContain('Before you send it again, look in your inbox for its copy');
    // Its way back is the review, as typed: Send again once the copy is not there.
    fakeBackend({ '/mi/ia/en/esign/purchase': 502 });
    fireEvent.click(button('Back to the form'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(host.textContent).toContain('Please contact Client Relations or try again later. Your request may have gone out before this happened.');
  });
});

describe('<mi-esign> redemption and drafts', () => {
  it.each([
    ['the hash query redeem=true', '#/en/advisor-forms?redeem=true', {}],
    ['the mode attribute', '#/en/advisor-forms', { mode: 'redeem', fundId: 'R201' }],
  ])('redeem mode from %s: the redemption list, *Account types, names only', async (_how, hash, attributes) => {
    const seen = fakeBackend();
    const host = await renderEsign(hash, attributes);
    expect(seen.find((s) => s.path === '/bin/docusignFunds')?.query).toEqual({ lang: 'en', option: 'repurchase' });
    expect(optionLabels(inPart(host, 'selection', 'fundId'))).toContain('Canadian Equity Fund – Series A');
    await chooseType(host, 'jointAccount');
    expect(Array.from(host.querySelectorAll<HTMLInputElement>('[data-part="investor"] input')).map((i) => i.name)).toEqual(['firstName', 'lastName']);
    expect(Array.from(host.querySelectorAll<HTMLInputElement>('[data-part="joint"] input')).map((i) => i.name)).toEqual(['firstName', 'lastName']);
    await fillIn(host, 'selection', 'fundId', 'R201');
    await fillIn(host, 'investor', 'firstName', 'Ana');
    await fillIn(host, 'investor', 'lastName', 'Silva');
    await fillIn(host, 'joint', 'firstName', 'Rui');
    await fillIn(host, 'joint', 'lastName', 'Silva');
    fireEvent.click(button('Review request'));
    await screen.findByRole('heading', { level: 1, name: 'Review your request' });
    expect(reviewRows(host, 'request')).toEqual(['Fund: Canadian Equity Fund – Series A', 'Request: Redemption – Joint Investor']);
    fireEvent.click(button('Send for signature'));
    await screen.findByRole('heading', { level: 1, name: 'Request sent' });
    expect(esignCalls(seen)[0]).toMatchObject({ path: '/mi/ia/en/esign/redeem', body: { requestType: 'jointAccount', jointFirstName: 'Rui', jointLastName: 'Silva' } });
  });

  it('keeps what was typed across a reload (draft), and the leave prompt guards it', async () => {
    fakeBackend();
    let host = await renderEsign();
    await chooseType(host, 'individualSubscriber');
    await fillIn(host, 'investor', 'firstName', 'Ines');
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    unloadPage();
    host = await renderEsign();
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ines');
  });

  it('keeps a purchase and a redemption apart: neither shows, asks about or clears the other’s investors', async () => {
    fakeBackend();
    let host = await renderEsign();
    await fillIn(host, 'selection', 'fundId', 'F102');
    await chooseType(host, 'jointSubscriber');
    await fillIn(host, 'investor', 'firstName', 'Ines');
    await fillIn(host, 'joint', 'firstName', 'Omar');
    window.location.hash = '#/en/advisor-forms?redeem=true';
    await waitFor(() => expect(host.querySelector('input[name="requestType"][value="individualAccount"]')).not.toBeNull());
    await settle();
    // The redemption's own form: no type, no investor section, so choosing one asks nothing.
    expect(host.querySelector<HTMLInputElement>('input[name="requestType"]:checked')).toBeNull();
    expect(host.querySelector('[data-part="investor"]')).toBeNull();
    await chooseType(host, 'individualAccount');
    expect(screen.queryByRole('dialog')).toBeNull();
    await fillIn(host, 'investor', 'firstName', 'Ana');
    // A reload on the redemption keeps both forms' data.
    unloadPage();
    host = await renderEsign('#/en/advisor-forms?redeem=true');
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ana');
    window.location.hash = '#/en/advisor-forms';
    await waitFor(() => expect(host.querySelector<HTMLInputElement>('input[name="requestType"]:checked')?.value).toBe('jointSubscriber'));
    await settle();
    expect(inPart<HTMLSelectElement>(host, 'selection', 'fundId')?.value).toBe('F102');
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ines');
    expect(inPart(host, 'joint', 'firstName')?.value).toBe('Omar');
    window.location.hash = '#/en/advisor-forms?redeem=true';
    await waitFor(() => expect(host.querySelector<HTMLInputElement>('input[name="requestType"]:checked')?.value).toBe('individualAccount'));
    await settle();
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ana');
  });

  it('a purchase that answers after the switch to a redemption shows its result there, and clears only its own investors', async () => {
    const seen = fakeBackend();
    const host = await renderEsign('#/en/advisor-forms?fundId=F102');
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    await screen.findByRole('heading', { level: 1, name: 'Review your request' });
    const release = holdAnswers('/esign/purchase');
    fireEvent.click(button('Send for signature'));
    await waitFor(() => expect(host.querySelector('button[aria-disabled="true"]')).not.toBeNull());
    window.location.hash = '#/en/advisor-forms?redeem=true';
    await waitFor(() => expect(host.querySelector('input[name="requestType"][value="individualAccount"]')).not.toBeNull());
    await chooseType(host, 'individualAccount');
    await fillIn(host, 'investor', 'firstName', 'Ana');
    release();
    // It went out: the page says so, whichever form shows.
    await screen.findByRole('heading', { level: 1, name: 'Request sent' });
    expect(screen.getByText('Your purchase request for Global Balanced Fund was sent for electronic signature.')).toBeTruthy();
    fireEvent.click(button('Start another request'));
    await settle();
    expect(host.querySelector<HTMLInputElement>('input[name="requestType"]:checked')?.value).toBe('individualAccount');
    expect(inPart(host, 'investor', 'firstName')?.value).toBe('Ana');
    // The purchase's investor went with the request.
    window.location.hash = '#/en/advisor-forms';
    await waitFor(() => expect(host.querySelector('input[name="requestType"][value="individualSubscriber"]')).not.toBeNull());
    await settle();
    expect(host.querySelector<HTMLInputElement>('input[name="requestType"]:checked')).toBeNull();
    expect(host.querySelector('[data-part="investor"]')).toBeNull();
    expect(esignCalls(seen)).toHaveLength(1);
  });

  it('a result left for the other mode stays behind: the redemption opens at its form, and back on the purchase the form too', async () => {
    fakeBackend();
    const host = await renderEsign('#/en/advisor-forms?fundId=F102');
    await chooseType(host, 'individualSubscriber');
    await fillIndividual(host);
    fireEvent.click(button('Review request'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    await screen.findByRole('heading', { level: 1, name: 'Request sent' });
    window.location.hash = '#/en/advisor-forms?redeem=true';
    await waitFor(() => expect(host.querySelector('input[name="requestType"][value="individualAccount"]')).not.toBeNull());
    window.location.hash = '#/en/advisor-forms';
    await waitFor(() => expect(host.querySelector('input[name="requestType"][value="individualSubscriber"]')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1, name: 'Request sent' })).toBeNull();
  });

  it('renders in French with the French types and fund placeholder', async () => {
    fakeBackend({ '/bin/docusignFunds': 500 });
    const host = await renderEsign('#/fr/advisor-forms');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Formulaire de souscription de fonds');
    expect(optionLabels(inPart(host, 'selection', 'fundId'))).toEqual(['Impossible d’obtenir la liste des fonds']);
    expect(host.querySelector('label[for]')?.textContent).toBeTruthy();
    expect(screen.getByLabelText('Investisseur conjoint')).toBeTruthy();
  });
});

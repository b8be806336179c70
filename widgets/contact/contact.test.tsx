import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers, type SeenRequest } from '../../tests/harness/flow';
import { COUNT_PAUSE_MS } from './views/CharacterCount';
import { MESSAGE, PAGE, fakeApi, fillMessage, renderContact, settle, testConfig, typeInto, visitorApi } from './test-helpers';
import { hidePage, unloadPage } from '../../tests/harness/page';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const seriousOrCritical = (r: axe.AxeResults) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const input = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
const contactPosts = (seen: SeenRequest[]) => seen.filter((r) => r.path === '/bin/mi/contactus');

/** Collects the details of one widget event dispatched on the host. */
function listen<T>(host: HTMLElement, name: string): T[] {
  const seen: T[] = [];
  host.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

const PROFILE = {
  firstName: 'Avery', lastName: 'Advisor', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com',
  firmName: 'Northwind Advisors', primaryDealerCode: '1234', primaryAdvisorCode: 'A1B2', isInternalUser: false, preRegistered: false,
};

describe('<mi-contact>', () => {
  it('has no serious or critical axe violations, with errors shown too', async () => {
    visitorApi();
    const host = await renderContact();
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(seriousOrCritical(r)).toEqual([]);
  });

  it('renders the spec fields, the hidden ones, Optional markers, limits and a 7-row message box', async () => {
    visitorApi();
    const host = await renderContact();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
    expect(document.title).toContain('Contact us');
    expect(input(host, 'resourceType')?.value).toBe('contactusForm');
    expect(input(host, 'language')?.value).toBe('en');
    expect(input(host, 'resourceType')?.type).toBe('hidden');
    const visible = [...host.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), textarea')].map((el) => el.name);
    expect(visible).toEqual(['firstName', 'lastName', 'organizationName', 'phoneNumber', 'extension', 'email', 'dealerCode', 'advisorCode', 'subject', 'messageBody']);
    for (const name of ['organizationName', 'extension', 'dealerCode', 'advisorCode']) expect(screen.getByLabelText(new RegExp(`\\(Optional\\)`), { selector: `[name="${name}"]` })).toBeTruthy();
    expect(host.querySelectorAll('.mi-optional')).toHaveLength(4);
    // The project's email rule decides (accents allowed), so the input is text with the email keyboard (issue 11).
    expect(input(host, 'email')?.getAttribute('inputmode')).toBe('email');
    // Dealer codes are four digits: the number keypad (the advisor code takes letters too).
    expect([input(host, 'dealerCode')?.getAttribute('inputmode'), input(host, 'advisorCode')?.getAttribute('inputmode')]).toEqual(['numeric', null]);
    expect(host.querySelector('textarea[name="messageBody"]')?.getAttribute('rows')).toBe('7');
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toBe('0 characters');
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
  });

  it('renders in French with French labels and counts', async () => {
    visitorApi();
    const host = await renderContact('#/fr/contact-form', testConfig(), PAGE.fr);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nous joindre');
    expect(input(host, 'language')?.value).toBe('fr');
    expect(screen.getByLabelText(/Objet/)).toBeTruthy();
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toBe('0\u00a0caractère');
    await typeInto(host, 'messageBody', 'Bonjour');
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toBe('7\u00a0caractères');
    // Thousands grouped as French writes them (1 234), and as English does (1,234).
    await typeInto(host, 'messageBody', 'x'.repeat(1234));
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toBe(`${new Intl.NumberFormat('fr-CA').format(1234)}\u00a0caractères`);
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toMatch(/^1\s234\u00a0caractères$/);
  });

  it('an empty submit lists each required field and sends nothing', async () => {
    const seen = visitorApi();
    const host = await renderContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    // firstName, lastName, phoneNumber, email, subject, messageBody (the optional ones stay quiet).
    expect(summary.textContent).toContain('Please fix 6 errors before proceeding');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(input(host, 'dealerCode')?.getAttribute('aria-invalid')).toBeNull();
    expect(contactPosts(seen)).toHaveLength(0);
  });

  it('keeps text longer than a field allows, and says what is too long instead of sending it cut', async () => {
    const seen = visitorApi();
    const host = await renderContact();
    await fillMessage(host);
    await typeInto(host, 'dealerCode', '12345');
    await typeInto(host, 'subject', 'S'.repeat(256));
    // No maxlength attribute: the browser would cut a paste at the limit without a word (tests/e2e/contact.test.ts types it).
    expect([input(host, 'dealerCode')?.hasAttribute('maxlength'), input(host, 'subject')?.hasAttribute('maxlength')]).toEqual([false, false]);
    expect([input(host, 'dealerCode')?.value, input(host, 'subject')?.value.length]).toEqual(['12345', 256]);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('group', { name: /^Please fix/ });
    expect(summary.textContent).toContain('Dealer code must be 4 characters or fewer');
    expect(summary.textContent).toContain('Subject must be 255 characters or fewer');
    expect(contactPosts(seen)).toHaveLength(0);
  });

  it('counts the message as it is typed, and says it to a screen reader only once typing pauses', async () => {
    visitorApi();
    const host = await renderContact();
    const spoken = host.querySelector('.mi-char-count [role="status"]');
    expect(spoken?.getAttribute('aria-live')).toBe('polite');
    expect(host.querySelector('.mi-char-count__visible')?.getAttribute('aria-hidden')).toBe('true');
    await typeInto(host, 'messageBody', 'H');
    await typeInto(host, 'messageBody', 'Hé');
    await typeInto(host, 'messageBody', 'Hé 👋');
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toBe('4 characters');
    // A keystroke alone is not announced: the new count waits for the pause. (Not "still 0": a machine that
    // stalls a second between two keystrokes rightly announces the count in between.)
    expect(spoken?.textContent).not.toBe('4 characters');
    await waitFor(() => expect(spoken?.textContent).toBe('4 characters'), { timeout: COUNT_PAUSE_MS * 3 });
  });

  it.each([
    ['an empty body', ''],
    ['a page of HTML', '<html><body>Thank you</body></html>'],
  ])('HTTP 200 with %s is success: the spec counts the status (section 7)', async (_case, body) => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example').pathname;
      if (path.endsWith('/bin/mi/contactus')) return new Response(body, { status: 200, headers: { 'content-type': body ? 'text/html' : 'text/plain' } });
      return new Response('{"loggedIn":false}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const host = await renderContact();
    await fillMessage(host);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form/success'));
    expect(host.querySelector('.mi-notice--success')?.textContent).toContain('Your message was sent');
  });

  it('sends the message with its hidden fields and captcha; HTTP 200 resets the fields and shows the success banner', async () => {
    const seen = visitorApi();
    const host = await renderContact();
    const submitted = listen<{ form: string }>(host, 'mi-submitted');
    await fillMessage(host);
    await typeInto(host, 'dealerCode', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form/success'));
    const [post, ...again] = contactPosts(seen);
    expect(again).toHaveLength(0);
    expect(post?.body).toMatchObject({ ...MESSAGE, dealerCode: '1234', resourceType: 'contactusForm', language: 'en', 'g-recaptcha-response': 'none' });
    const banner = await waitFor(() => {
      const found = host.querySelector('.mi-notice--success');
      if (!found) throw new Error('no success banner yet');
      return found;
    });
    // A status, not an alert: it waits for the screen reader to finish what it was saying. Focus moves on to it
    // from the heading, so it is read whether or not the screen reader announces a status inserted already filled.
    expect(banner.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(banner.parentElement));
    expect(banner.textContent).toContain('Your message was sent');
    expect(banner.textContent).toContain('within two business days');
    expect(submitted).toEqual([{ form: 'contact' }]);
    await settle();
    for (const name of Object.keys(MESSAGE)) expect(input(host, name)?.value).toBe('');
    hidePage();
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Noor');

    // A second message from the success page stays on it: focus goes back to its banner with the emptied form.
    await fillMessage(host);
    const send = screen.getByRole('button', { name: 'Send message' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(contactPosts(seen)).toHaveLength(2));
    await waitFor(() => expect(input(host, 'firstName')?.value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(host.querySelector('.mi-notice--success')?.parentElement));
  });

  it('asks before the page is left while the message is being sent, and not before or after', async () => {
    visitorApi();
    const release = holdAnswers('contactus');
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const host = await renderContact();
    await fillMessage(host);
    expect(leaving()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(host.querySelector('button[aria-busy="true"]')).toBeTruthy());
    expect(leaving()).toBe(true);
    release();
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form/success'));
    await settle();
    expect(leaving()).toBe(false);
  });

  it('the error address opened with nothing sent shows the form, not "Your message could not be sent"', async () => {
    visitorApi();
    const host = await renderContact('#/en/contact-form/error');
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form'));
    await waitFor(() => expect(input(host, 'subject')).not.toBeNull());
    expect(host.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('a reload of the success screen keeps it, with its natural focus', async () => {
    visitorApi();
    let host = await renderContact();
    await fillMessage(host);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form/success'));
    hidePage();
    unloadPage();
    host = await renderContact('#/en/contact-form/success');
    await settle();
    expect(host.querySelector('.mi-notice--success')).not.toBeNull();
    expect(host.contains(document.activeElement)).toBe(false);
  });

  it('the success address opened with nothing sent (a bookmark, a shared link) shows the form, not "Your message was sent"', async () => {
    visitorApi();
    const steps: string[] = [];
    const onStep = (e: Event) => steps.push((e as CustomEvent<{ route: string }>).detail.route);
    document.addEventListener('mi-step-change', onStep);
    const host = await renderContact('#/en/contact-form/success');
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form'));
    await waitFor(() => expect(input(host, 'subject')).not.toBeNull());
    await settle();
    document.removeEventListener('mi-step-change', onStep);
    expect(host.textContent).not.toContain('Your message was sent');
    // The form is the page's first screen: no step the host page would count as a sent message, focus left alone.
    expect(steps).toEqual(['contact']);
    expect(host.contains(document.activeElement)).toBe(false);
  });

  it('keeps the captcha on the performance-test host (spec section 5: contact always asks)', async () => {
    const seen = visitorApi();
    const perfPage = 'https://portal.perf-test.example/en/contact.html';
    const host = await renderContact('#/en/contact-form', testConfig({ perfHostMarker: 'perf-test' }), perfPage);
    await fillMessage(host);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(contactPosts(seen)).toHaveLength(1));
    // With the captcha off the payload would carry no captcha field at all.
    expect(contactPosts(seen)[0]?.body['g-recaptcha-response']).toBe('none');
  });

  it('a refused captcha resets it with the expired message and keeps what was typed', async () => {
    const seen = visitorApi({ result: 'failure', errCode: 'captcha' });
    const host = await renderContact();
    await fillMessage(host);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toMatch(/expired/i);
    expect(window.location.hash).toBe('#/en/contact-form');
    expect(input(host, 'subject')?.value).toBe(MESSAGE.subject);
    expect(input(host, 'messageBody')?.value).toBe(MESSAGE.messageBody);
    expect(contactPosts(seen)).toHaveLength(1);
  });

  it.each([
    ['a server error (HTTP 500)', 500],
    ['an unknown server code', { result: 'failure', errCode: 'zz999' }],
  ])('%s goes to the error page with the Client Relations contacts, and back to the form as it was', async (_label, answer) => {
    const seen = visitorApi(answer);
    const host = await renderContact();
    const errors = listen<{ code: string }>(host, 'mi-error');
    await fillMessage(host);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/contact-form/error'));
    await screen.findByRole('heading', { level: 1, name: 'Your message could not be sent' });
    expect(host.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
    expect(host.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:clientrelations@example.com');
    expect(errors).toHaveLength(1);
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);
    const back = screen.getByRole('link', { name: 'Back to the form' });
    expect(back.getAttribute('href')).toBe('/en/contact.html#/en/contact-form');
    window.location.hash = '#/en/contact-form';
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await settle();
    expect(input(host, 'messageBody')?.value).toBe(MESSAGE.messageBody);
    expect(input(host, 'firstName')?.value).toBe(MESSAGE.firstName);
    expect(contactPosts(seen)).toHaveLength(1);
  });

  it.each(['en', 'fr'] as const)('a message the server refuses as too large (413) says to shorten it, not to try again later (%s)', async (l) => {
    visitorApi(413);
    const host = await renderContact(`#/${l}/contact-form`, testConfig(), PAGE[l]);
    const errors = listen<{ code: string; messageKey: string }>(host, 'mi-error');
    await fillMessage(host);
    fireEvent.click(screen.getByRole('button', { name: l === 'fr' ? 'Envoyer le message' : 'Send message' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.messageKey).toBe('contact.error.tooLarge');
    await screen.findByText(l === 'fr' ? 'Votre message est trop long pour être envoyé. Raccourcissez-le, puis envoyez-le de nouveau.' : 'Your message is too long to be sent. Shorten it, then send it again.');
    expect(host.textContent).not.toContain(l === 'fr' ? 'plus tard' : 'try again later');
  });

  it('a reload keeps what was typed (never the captcha)', async () => {
    visitorApi();
    let host = await renderContact();
    await fillMessage(host);
    hidePage();
    expect(JSON.stringify(window.sessionStorage)).toContain('mi-draft:');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('g-recaptcha-response');
    unloadPage();
    host = await renderContact();
    await settle();
    expect(input(host, 'subject')?.value).toBe(MESSAGE.subject);
    expect(host.querySelector('.mi-char-count__visible')?.textContent).toBe(`${MESSAGE.messageBody.length} characters`);
  });

  it('a signed-in advisor finds name, email, firm and codes from the profile; what was typed wins', async () => {
    window.sessionStorage.setItem('mi-draft:/*/contact.html#mi-contact-0', JSON.stringify({ values: { firstName: 'Typed' } }));
    const seen = fakeApi({ 'loggedInStatus/index': { loggedIn: true }, 'changeProfile/index': PROFILE });
    const host = await renderContact();
    await waitFor(() => expect(input(host, 'email')?.value).toBe('advisor@example.com'));
    expect(input(host, 'firstName')?.value).toBe('Typed');
    expect(input(host, 'lastName')?.value).toBe('Advisor');
    expect(input(host, 'organizationName')?.value).toBe('Northwind Advisors');
    expect(input(host, 'dealerCode')?.value).toBe('1234');
    expect(input(host, 'advisorCode')?.value).toBe('A1B2');
    expect(input(host, 'phoneNumber')?.value).toBe('');
    expect(seen.map((r) => r.path)).toEqual(['/mi/api/en/loggedInStatus/index', '/mi/ia/en/changeProfile/index']);
  });

  describe('drafts of another account (two tabs of one browser)', () => {
    const DRAFT = 'mi-draft:/*/contact.html#mi-contact-0';
    const typedByA = () => {
      window.sessionStorage.setItem('mi-draft:owner', 'aaaa1111');
      window.sessionStorage.setItem(DRAFT, JSON.stringify({ values: { firstName: 'Avery', subject: 'For A only' } }));
    };
    afterEach(() => window.localStorage.clear());

    it('Back to the form after another account signed in elsewhere: what the last one typed is not shown', async () => {
      typedByA();
      window.localStorage.setItem('mi-portal:session', `bbbb2222 ${Date.now()}`);
      visitorApi();
      const host = await renderContact();
      await settle();
      expect([input(host, 'firstName')?.value, input(host, 'subject')?.value, window.sessionStorage.getItem(DRAFT)]).toEqual(['', '', null]);
    });

    it('the same account’s last news (or none): what it typed comes back', async () => {
      typedByA();
      window.localStorage.setItem('mi-portal:session', `aaaa1111 ${Date.now()}`);
      visitorApi();
      const host = await renderContact();
      await settle();
      expect(input(host, 'subject')?.value).toBe('For A only');
    });

    it('a sign-out in another tab while the form shows: the page starts again without it', async () => {
      typedByA();
      visitorApi();
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
      await renderContact();
      window.dispatchEvent(new StorageEvent('storage', { key: 'mi-portal:session', newValue: ` ${Date.now()}` }));
      expect([reload.mock.calls.length, window.sessionStorage.getItem(DRAFT)]).toEqual([1, null]);
    });
  });

  it('a visitor gets empty fields and no profile call; a failed profile load is not fatal', async () => {
    const visitor = visitorApi();
    let host = await renderContact();
    await settle();
    expect(visitor.map((r) => r.path)).toEqual(['/mi/api/en/loggedInStatus/index']);
    expect(input(host, 'firstName')?.value).toBe('');
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    fakeApi({ 'loggedInStatus/index': { loggedIn: true }, 'changeProfile/index': 500 });
    host = await renderContact();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
    expect(input(host, 'firstName')).not.toBeNull();
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
  });
});

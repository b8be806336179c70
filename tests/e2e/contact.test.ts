/**
 * Issue 9, contact part, end to end once per language with the keyboard only: a visitor sends the form
 * (the demo API verifies the ALTCHA proof for real), lands on the success banner over a reset form, and
 * the demo mailbox holds the message for Client Relations and the acknowledgement to the sender in their
 * language. A failed send shows the error page with the contacts, and the way back keeps what was typed.
 * axe runs on every state at 1280 and 375 px; no console error or CSP violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_RELATIONS_EMAIL } from '../../demo/api/routes/misc';
import { lastMailTo, openPage, axeCleanAtWidths, startE2E, type E2E } from './browser';
import { activate, solveCaptcha, typeInto } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

type Locale = 'en' | 'fr';
const TAG = 'mi-contact';
const field = (name: string) => `${TAG} [name="${name}"]`;
const submit = `${TAG} button[type="submit"]`;

const typed = (l: Locale, email: string) => ({
  firstName: l === 'fr' ? 'Éloïse' : 'Jamie',
  lastName: l === 'fr' ? 'Tremblay' : 'Walker',
  phoneNumber: '416-555-0142',
  email,
  subject: l === 'fr' ? 'Documents du fonds' : 'Fund documents',
  messageBody: l === 'fr' ? 'Où trouver le prospectus simplifié ?' : 'Where can I find the simplified prospectus?',
});

/** Fills the form with the keyboard and solves the captcha. */
async function fillForm(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await typeInto(page, field(name), value);
  await solveCaptcha(page, TAG);
}

describe.each(['en', 'fr'] as const)('contact form as a visitor (%s)', (l) => {
  it('sends the message: success banner over a reset form, Client Relations gets it, the sender an acknowledgement', async () => {
    const email = `e2e-contact-${l}-${Date.now()}@example.com`;
    const values = typed(l, email);
    const { page, problems } = await openPage(e2e, `/${l}/contact.html`);
    await page.waitForSelector(field('firstName'));
    expect(await page.locator(`${TAG} h1`).textContent()).toBe(l === 'fr' ? 'Nous joindre' : 'Contact us');
    await axeCleanAtWidths(page);

    // Typed past the limit, the code stays as typed and the field says why it is refused (no maxlength cut).
    await typeInto(page, field('dealerCode'), '12345');
    expect(await page.locator(field('dealerCode')).inputValue()).toBe('12345');
    await activate(page, submit);
    await page.waitForSelector(`${field('dealerCode')}[aria-invalid="true"]`);
    expect(await page.locator(`${TAG} .mi-error-summary`).textContent()).toMatch(l === 'fr' ? /courtier doit compter au plus 4\scaractères/ : /Dealer code must be 4 characters or fewer/);
    await typeInto(page, field('dealerCode'), '1234');

    await fillForm(page, values);
    const count = await page.locator(`${TAG} .mi-char-count__visible`).textContent();
    expect(count).toBe(l === 'fr' ? `${values.messageBody.length}\u00a0caractères` : `${values.messageBody.length} characters`);
    await activate(page, submit);

    await page.waitForURL(/#\/(en|fr)\/contact-form\/success$/, { timeout: 15_000 });
    const banner = page.locator(`${TAG} .mi-notice--success`);
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(l === 'fr' ? /deux jours ouvrables/ : /two business days/);
    // Sent with the keyboard: focus is on the banner, which a screen reader then reads.
    await page.waitForFunction((sel) => document.activeElement?.contains(document.querySelector(sel)) === true, `${TAG} .mi-notice--success`);
    expect(await page.locator(field('subject')).inputValue()).toBe('');
    expect(await page.locator(field('messageBody')).inputValue()).toBe('');
    await axeCleanAtWidths(page);

    const relations = await lastMailTo(e2e, CLIENT_RELATIONS_EMAIL);
    expect(relations.subject).toBe(`[Contact] ${values.subject}`);
    expect(relations.text).toContain(email);
    expect(relations.text).toContain(values.messageBody);
    const ack = await lastMailTo(e2e, email);
    expect(ack.subject).toBe(l === 'fr' ? 'Nous avons reçu votre message' : 'We received your message');
    expect(ack.text).not.toContain(values.messageBody);

    // A reload keeps the success page (the sent count is drafted); a tab that sent nothing gets the form there.
    await page.reload();
    await page.locator(`${TAG} .mi-notice--success`).waitFor();
    expect(page.url()).toMatch(/#\/(en|fr)\/contact-form\/success$/);
    const fresh = await e2e.context.browser()!.newContext();
    const other = await fresh.newPage();
    await other.goto(page.url());
    await other.waitForSelector(field('subject'));
    expect(other.url()).toMatch(/#\/(en|fr)\/contact-form$/);
    expect(await other.locator(`${TAG} .mi-notice--success`).count()).toBe(0);
    await fresh.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a failed send shows the error page with the contacts; the way back finds the form as it was', async () => {
    const email = `e2e-contact-fail-${l}@example.com`;
    const values = typed(l, email);
    const { page, problems } = await openPage(e2e, `/${l}/contact.html`);
    await page.route('**/bin/mi/contactus', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.waitForSelector(field('firstName'));
    await fillForm(page, values);
    await activate(page, submit);

    await page.waitForURL(/#\/(en|fr)\/contact-form\/error$/, { timeout: 15_000 });
    await page.waitForSelector(`${TAG} a[href^="mailto:"]`);
    // The host's language switch follows the widget's screen (a History API change, no 'hashchange').
    const other = l === 'en' ? 'fr' : 'en';
    expect(await page.locator('a.site-lang').getAttribute('href')).toBe(`/${other}/contact.html#/${other}/contact-form/error`);
    expect(await page.locator(`${TAG} a[href^="tel:"]`).count()).toBe(2);
    await axeCleanAtWidths(page);

    await activate(page, `${TAG} a[href$="#/${l}/contact-form"]`);
    await page.waitForURL(/#\/(en|fr)\/contact-form$/);
    await page.waitForSelector(field('messageBody'));
    expect(await page.locator(field('messageBody')).inputValue()).toBe(values.messageBody);
    // A reload loses nothing typed either (the captcha is asked again).
    await page.reload();
    await page.waitForSelector(field('subject'));
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value !== '', field('subject'));
    expect(await page.locator(field('subject')).inputValue()).toBe(values.subject);
    // Nor does the host page's language switch: the same form opens in the other language with what was typed.
    await page.click('a.site-lang');
    await page.waitForURL(new RegExp(`/${l === 'en' ? 'fr' : 'en'}/contact\\.html`));
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value !== '', field('subject'));
    expect(await page.locator(TAG).getAttribute('lang')).toBe(l === 'en' ? 'fr-CA' : 'en-CA');
    expect(await page.locator(field('subject')).inputValue()).toBe(values.subject);
    expect(await page.locator(field('messageBody')).inputValue()).toBe(values.messageBody);
    // The only console line is the browser's own report of the 500 this test forced.
    expect(problems.filter((p) => !/status of 500/.test(p))).toEqual([]);
    await page.close();
  });
});

import type { PageConfig } from '../../src/config/config';
import { fakeApi, fill, renderFlow, settle, testConfig, type FakeAnswers } from '../../tests/harness/flow';
import { ContactFlow } from './ContactFlow';

export { fakeApi, settle, testConfig };

/** The contact host page of the demo, per language (tests only). */
export const PAGE = { en: 'https://portal.example/en/contact.html', fr: 'https://portal.example/fr/contact.html' } as const;

/** Types into a named input as a user would (tests only). */
export const typeInto = fill;

/** A visitor: the logged-in status says no, and the contact call answers `contact` (tests only). */
export function visitorApi(contact: unknown = { result: 'success' }, more: FakeAnswers = {}) {
  return fakeApi({ 'loggedInStatus/index': { loggedIn: false }, '/bin/mi/contactus': contact, ...more });
}

/** Renders `<mi-contact>`'s flow at a hash of the contact page and waits for its heading (tests only). */
export function renderContact(hash = '#/en/contact-form', config: PageConfig = testConfig(), page: string = PAGE.en): Promise<HTMLElement> {
  return renderFlow('mi-contact', ContactFlow, `${page}${hash}`, config);
}

/** A complete, valid message (tests only). */
export const MESSAGE = {
  firstName: 'Noor',
  lastName: 'Haddad',
  phoneNumber: '416-555-0142',
  email: 'noor@example.com',
  subject: 'Fund documents',
  messageBody: 'Where can I find the simplified prospectus?',
} as const;

/** Fills every required field with MESSAGE (tests only). */
export async function fillMessage(host: HTMLElement): Promise<void> {
  for (const [name, value] of Object.entries(MESSAGE)) await typeInto(host, name, value);
}

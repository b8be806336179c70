import { fireEvent, render, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { settle, testConfig } from '../../tests/harness/flow';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { EsignFlow } from './EsignFlow';

export { settle };

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

/** The signed-in advisor of the tests: every field filled, both codes. */
export const PROFILE = {
  firstName: 'Alex', lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com',
  firmName: 'Northern Wealth Partners', addressLine1: '100 King Street West', suiteNumber: '200', city: 'Toronto', province: 'ON',
  postalCode: 'M5X 1A9', businessPhoneNumber: '416-555-0150', businessExtension: null, mobilePhoneNumber: '416-555-0177',
  primaryDealerCode: '1234', primaryAdvisorCode: 'A1234', isInternalUser: false, preRegistered: false,
};

/** Purchase and redemption fund lists. */
export const FUNDS = [{ id: 'F101', name: 'Canadian Equity Fund' }, { id: 'F102', name: 'Global Balanced Fund' }];
export const REDEMPTION_FUNDS = [{ id: 'R201', name: 'Canadian Equity Fund – Series A' }];

/** A request the fake backend received: path, query and form body. */
export interface Seen {
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

/** An answer: JSON, an HTTP status, or a promise of either (to hold a call open). */
export type Answer = unknown;

/**
 * A fake backend answering by path (the funds by their `option`), recording every request. Defaults:
 * signed in, PROFILE, both fund lists, and a sent purchase or redemption.
 */
export function fakeBackend(overrides: Record<string, Answer> = {}): Seen[] {
  const answers: Record<string, Answer> = {
    '/mi/api/en/loggedInStatus/index': { loggedIn: true },
    '/mi/api/fr/loggedInStatus/index': { loggedIn: true },
    '/mi/ia/en/changeProfile/index': PROFILE,
    '/mi/ia/fr/changeProfile/index': PROFILE,
    '/bin/docusignFunds': FUNDS,
    '/bin/docusignFunds?repurchase': REDEMPTION_FUNDS,
    '/mi/ia/en/esign/purchase': { result: 'success', status: 'sent' },
    '/mi/ia/en/esign/redeem': { result: 'success', status: 'sent' },
    ...overrides,
  };
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example');
    const body: Record<string, string> = {};
    if (init?.body instanceof URLSearchParams || init?.body instanceof FormData) init.body.forEach((v, k) => (body[k] = String(v)));
    seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    const key = url.searchParams.get('option') ? `${url.pathname}?${url.searchParams.get('option')}` : url.pathname;
    const answer = await answers[key];
    if (answer === undefined || typeof answer === 'number') return new Response('{}', { status: answer ?? 404, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

/** Renders `<mi-esign>`'s flow on the advisor-forms host page at `hash`, with its attributes, and waits for its heading. */
export async function renderEsign(hash = '#/en/advisor-forms', attributes: { mode?: string; fundId?: string } = {}): Promise<HTMLElement> {
  const locale = hash.startsWith('#/fr') ? 'fr' : 'en';
  (window as unknown as HappyWindow).happyDOM?.setURL(`https://portal.example/${locale}/advisor-forms.html${hash}`);
  // The page's own history entry, as a browser's first one: setURL leaves the entry of an earlier URL, which the
  // review's Back would return to (ReviewView keeps an entry while it shows).
  window.history.replaceState(null, '', window.location.href);
  const host = document.createElement('mi-esign');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={testConfig()}>
      <EsignFlow container={host} {...attributes} />
    </WidgetRoot>,
    { container: host },
  );
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

/** The input or select named `name` inside a section (`selection`, `advisor`, `investor`, `joint`, `request`). */
export function inPart<T extends Element = HTMLInputElement>(host: HTMLElement, part: string, name: string): T | null {
  return host.querySelector<T>(`[data-part="${part}"] [name="${name}"]`);
}

/** Types into a section's input, or picks a select's value, then lets preact re-render. */
export async function fillIn(host: HTMLElement, part: string, name: string, value: string): Promise<void> {
  const el = inPart<HTMLInputElement | HTMLSelectElement>(host, part, name);
  if (!el) throw new Error(`no field ${part}.${name}`);
  if (el instanceof HTMLSelectElement) {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else fireEvent.input(el, { target: { value } });
  await settle();
}

/** Picks a subscriber type by its request type value. */
export async function chooseType(host: HTMLElement, requestType: string): Promise<void> {
  const radio = host.querySelector<HTMLInputElement>(`input[name="requestType"][value="${requestType}"]`);
  if (!radio) throw new Error(`no type ${requestType}`);
  fireEvent.click(radio);
  await settle();
}

/** The text of each review row, "label: value", of one section of the review screen. */
export function reviewRows(host: HTMLElement, part: string): string[] {
  return Array.from(host.querySelectorAll(`[data-part="${part}"] .mi-summary__row`)).map(
    (row) => `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`,
  );
}

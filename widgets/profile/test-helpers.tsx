import { screen } from '@testing-library/preact';
import { vi } from 'vitest';
import type { Profile } from '../../src/contract/profile';
import type { PageConfig } from '../../src/config/config';
import { renderFlow, settle, testConfig } from '../../tests/harness/flow';
import { ProfileFlow } from './ProfileFlow';

export { settle, testConfig };

/** The seeded English advisor as changeProfile/index answers it (tests only). */
export const ADVISOR: Profile = {
  firstName: 'Alex', preferredFirstName: null, lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com',
  firmName: 'Maple Advisors', addressLine1: '100 King St W', suiteNumber: null, city: 'Toronto', province: 'ON', postalCode: 'M5X 1A9',
  businessPhoneNumber: '416-555-0100', businessExtension: null, mobilePhoneNumber: '416-555-0101', primaryDealerCode: '1234',
  primaryAdvisorCode: 'A1234', isInternalUser: false, preRegistered: false, displayChangeQuestionsMsg: false,
};

const QUESTIONS = [
  'What was the name of your first pet?', 'In what city were you born?', 'What was the make of your first car?', 'What street did you grow up on?',
].map((description, i) => ({ securityQuestionId: i + 1, description }));

/** An answer by path suffix: JSON, an HTTP status, or a function of the posted fields and the call's count. */
export type Answer = unknown | number | ((body: Record<string, string>, n: number) => unknown);

/** A request the fake API received. */
export interface Seen {
  path: string;
  body: Record<string, string>;
}

/**
 * Stubs fetch with the profile area's calls answered for a signed-in advisor (override any by path
 * suffix), recording every request (tests only).
 */
export function profileApi(overrides: Record<string, Answer> = {}): Seen[] {
  const answers: Record<string, Answer> = {
    'loggedInStatus/index': { loggedIn: true },
    'changeProfile/index': ADVISOR,
    'registrationProcess/getRoles': [10, 12, 14].map((id) => ({ text: `Role ${id}`, role: { id } })),
    'registrationProcess/flowProgress': {
      profile: null, dlrRepRequired: false, commandInfromation: { newProfileRequired: true },
      provinceListMap: { en: [{ code: 'AB', name: 'Alberta' }, { code: 'ON', name: 'Ontario' }], fr: [{ code: 'AB', name: 'Alberta' }, { code: 'ON', name: 'Ontario' }] },
    },
    'changeSecurityQuestions/index': { securityQuestionList: QUESTIONS, securityQuestion1: 1, securityQuestion2: 2, securityQuestion3: 3, displayChangeQuestionsMsg: false },
    'login/logout': { result: 'success' },
    ...overrides,
  };
  const seen: Seen[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example');
    const body: Record<string, string> = {};
    if (init?.body instanceof FormData || init?.body instanceof URLSearchParams) init.body.forEach((v, k) => (body[k] = String(v)));
    seen.push({ path: url.pathname, body });
    const key = Object.keys(answers).find((suffix) => url.pathname.endsWith(suffix));
    const n = (counts.get(key ?? '') ?? 0) + 1;
    counts.set(key ?? '', n);
    const raw = key === undefined ? 404 : answers[key];
    const answer = typeof raw === 'function' ? (raw as (b: Record<string, string>, n: number) => unknown)(body, n) : raw;
    if (typeof answer === 'number') return new Response('{}', { status: answer, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

/** The posted fields of the last request to a path suffix. */
export function lastBody(seen: readonly Seen[], suffix: string): Record<string, string> | undefined {
  return seen.filter((s) => s.path.endsWith(suffix)).at(-1)?.body;
}

/** Renders `<mi-profile>` at a route of the profile host page and waits until its page loaded (tests only). */
export async function renderProfile(hash: string, config: PageConfig = testConfig(), locale: 'en' | 'fr' = 'en'): Promise<HTMLElement> {
  const host = await renderFlow('mi-profile', ProfileFlow, `https://portal.example/${locale}/profile.html${hash}`, config);
  await screen.findByRole('button', { name: locale === 'fr' ? 'Enregistrer' : 'Save' });
  await settle();
  return host;
}

/** The form control named `name` (tests only). */
export function control<T extends HTMLElement = HTMLInputElement>(host: HTMLElement, name: string): T {
  const el = host.querySelector<T>(`[name="${name}"]`);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
}

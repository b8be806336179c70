import { fireEvent, render, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { demoConfig } from '../../demo/site/pages';
import { parseConfig, type PageConfig } from '../../src/config/config';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { RegistrationFlow } from './RegistrationFlow';

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

/** The demo page config with the captcha off unless told otherwise (tests only). */
export function testConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return parseConfig({ ...demoConfig('t', false), captcha: { provider: 'none' }, ...overrides });
}

/** Lets preact run its effects (they wait for a frame or 100 ms; happy-dom paints nothing). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 120));

/** One canned answer per call path suffix (`registrationProcess/getRoles` …); a number is an HTTP status. */
export type FakeAnswers = Record<string, unknown>;

/** A request the fake API received. */
export interface SeenRequest {
  path: string;
  body: Record<string, string>;
}

/** Stubs `fetch` with canned JSON answers keyed by path suffix, recording every request (tests only). */
export function fakeApi(answers: FakeAnswers): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example');
    const body: Record<string, string> = {};
    const data = init?.body;
    if (data instanceof FormData || data instanceof URLSearchParams) data.forEach((v, k) => (body[k] = String(v)));
    seen.push({ path: url.pathname, body });
    const key = Object.keys(answers).find((suffix) => url.pathname.endsWith(suffix));
    const answer = key === undefined ? 404 : answers[key];
    if (typeof answer === 'number') return new Response('{}', { status: answer, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

/** Renders `<mi-registration>`'s flow at a registration host-page URL and waits for its heading (tests only). */
export async function renderRegistration(url: string, config: PageConfig = testConfig()): Promise<HTMLElement> {
  (window as unknown as HappyWindow).happyDOM?.setURL(url);
  const host = document.createElement('mi-registration');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={config}>
      <RegistrationFlow container={host} />
    </WidgetRoot>,
    { container: host },
  );
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

/** Types into a named input or picks a named select's value, then lets preact re-render (tests only). */
export async function fill(host: HTMLElement, name: string, value: string): Promise<void> {
  const el = host.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  if (el.tagName === 'SELECT') {
    // Testing Library for preact turns `change` into `input`; a native select reports `change`.
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else fireEvent.input(el, { target: { value } });
  await settle();
}

/** The demo server's answers that every registration screen needs. */
export const BASE_ANSWERS: FakeAnswers = {
  'registrationProcess/getRoles': [
    { text: 'Associate Advisor (server)', role: { id: 12 } },
    { text: 'Registered Investment Advisor (server)', role: { id: 10 } },
  ],
  'registrationProcess/flowProgress': {
    profile: { firstName: 'Ada', lastName: 'Lovelace', roleId: 10, languagePreferenceCode: 'en', emailId: 'ada@example.com' },
    dlrRepRequired: true,
    provinceListMap: {
      en: [{ name: 'Alberta', code: 'AB' }, { name: 'Ontario', code: 'ON' }, { name: 'Quebec', code: 'QC' }],
      fr: [{ name: 'Alberta', code: 'AB' }, { name: 'Ontario', code: 'ON' }, { name: 'Québec', code: 'QC' }],
    },
    commandInfromation: { newProfileRequired: true },
  },
  'registrationProcess/cancelSession': { result: 'success' },
};

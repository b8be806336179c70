import { fireEvent, render, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { parseConfig, type PageConfig } from '../../src/config/config';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { demoConfig } from '../../demo/site/pages';
import { RecoveryFlow } from './RecoveryFlow';

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

/** The recovery host page of the demo (tests only). */
export const PAGE = 'https://portal.example/en/recovery.html';

/** The demo page config with the captcha off (tests only). */
export function testConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return parseConfig({ ...demoConfig('t', false), captcha: { provider: 'none' }, ...overrides });
}

/** Preact runs effects after paint (rAF raced with a timeout); happy-dom paints nothing, so wait (tests only). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 120));

/** Types into a named input as a user would (tests only). */
export async function typeInto(host: HTMLElement, name: string, value: string): Promise<void> {
  const input = host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.input(input, { target: { value } });
  await settle();
}

/** One canned answer per call name; a function gets the posted form (tests only). */
export type Replies = Partial<Record<'verifyEmail' | 'step3' | 'securityQuestions' | 'resetPassword', Array<object | ((body: URLSearchParams) => object)>>>;

/** Replaces fetch with the recovery calls answering from `replies` in order; returns the spy (tests only). */
export function fakeApi(replies: Replies) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const name = (['verifyEmail', 'step3', 'securityQuestions', 'resetPassword'] as const).find((n) => url.includes(`/forgotPasswordFlow/${n}`));
    const queue = name ? replies[name] : undefined;
    const next = queue?.shift();
    if (!next) return new Response('{}', { status: 500 });
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body : '');
    const data = typeof next === 'function' ? next(body) : next;
    return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/** Renders `<mi-recovery>`'s flow at a hash of the recovery page and waits for its heading (tests only). */
export async function renderRecovery(hash: string, config: PageConfig = testConfig(), page = PAGE): Promise<HTMLElement> {
  (window as unknown as HappyWindow).happyDOM?.setURL(`${page}${hash}`);
  const host = document.createElement('mi-recovery');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={config}>
      <RecoveryFlow container={host} />
    </WidgetRoot>,
    { container: host },
  );
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

import { fireEvent, render, screen } from '@testing-library/preact';
import { parseConfig, type PageConfig } from '../../src/config/config';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import { demoConfig } from '../../demo/site/pages';
import { LoginFlow } from './LoginFlow';

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

/** The demo page config with test overrides (tests only). */
export function testConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return parseConfig({ ...demoConfig('t', false), captcha: { provider: 'none' }, ...overrides });
}

/**
 * Preact runs effects after paint (requestAnimationFrame raced with a 100 ms timeout); happy-dom paints
 * nothing, so tests wait that long before typing, or the draft subscription would not exist yet.
 */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 120));

/** Types into a named input and lets preact re-render, as a user's keystrokes would (tests only). */
export async function typeInto(host: HTMLElement, name: string, value: string): Promise<void> {
  const input = host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.input(input, { target: { value } });
  await settle();
}

/** Renders `<mi-login>`'s flow at `url` (a login host-page address) and waits for its heading (tests only). */
export async function renderLogin(url: string, config: PageConfig = testConfig()): Promise<HTMLElement> {
  (window as unknown as HappyWindow).happyDOM?.setURL(url);
  const host = document.createElement('mi-login');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={config}>
      <LoginFlow container={host} />
    </WidgetRoot>,
    { container: host },
  );
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

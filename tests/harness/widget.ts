/**
 * Integration harness: mounts a real widget element in happy-dom, at a real host-page URL of a demo API
 * started in-process on a random port (its own copy of the seeded database), so widgets talk to the real API, not a mock.
 * Use in files that start with `// @vitest-environment happy-dom`.
 */
import { configure } from '@testing-library/preact';
import { demoConfig } from '../../demo/site/pages';
import { freshDataDir } from './demo-db';

// Every step waits on a real server (scrypt, PGlite): Testing Library's default 1 s for findBy…/waitFor
// is too tight on a loaded 2-core machine. A passing wait still ends at the first matching render.
configure({ asyncUtilTimeout: 5000 });

/** A running demo API. */
export interface DemoApi {
  url: string;
  close: () => Promise<void>;
}

/** Starts the demo API on a random port with test hooks (clock, reset) on, on a fresh copy of the seeded database. */
export async function startApi(): Promise<DemoApi> {
  const { startDemoServer } = await import('../../demo/api/server');
  const { dataDir, remove } = await freshDataDir();
  const server = await startDemoServer({ port: 0, dataDir, testHooks: true });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      remove();
    },
  };
}

interface HappyWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Points the document at a host page (e.g. `/en/registration.html#/en/registration-process/register`),
 * writes the demo page config block, and appends the tag. Import the widget's element.ts before calling.
 */
export function mountWidget(tag: string, api: DemoApi, pagePath: string, overrides: Record<string, unknown> = {}): HTMLElement {
  (window as unknown as HappyWindow).happyDOM.setURL(`${api.url}${pagePath}`);
  document.getElementById('mi-portal-config')?.remove();
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'mi-portal-config';
  config.textContent = JSON.stringify({ ...demoConfig('demo-token', false), captcha: { provider: 'none' }, ...overrides });
  document.head.append(config);
  const host = document.createElement(tag);
  document.body.append(host);
  return host;
}

/** Removes every mounted widget and forgets drafts and stored attempts (the HttpOnly session cookie stays: log out to end it). */
export function unmountAll(): void {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  window.localStorage.clear();
}

/** Reads the demo mailbox (newest last). */
export async function mailbox(api: DemoApi): Promise<Array<{ to: string; subject: string; text: string; links: string[]; sentAt: string }>> {
  const response = await fetch(`${api.url}/demo/mailbox.json`);
  return (await response.json()) as Array<{ to: string; subject: string; text: string; links: string[]; sentAt: string }>;
}

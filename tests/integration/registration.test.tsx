// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../widgets/registration/element';
import { DEMO_ACCOUNTS } from '../../demo/api/seed-accounts';
import { mailbox, mountWidget, startApi, unmountAll, type DemoApi } from '../harness/widget';
import { settle } from '../harness/settle';
import { screenLoaded } from '../harness/lazy';

let api: DemoApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});
afterEach(async () => {
  await post('/demo/clock', { offsetMs: 0 });
  unmountAll();
});

let counter = 0;
const freshEmail = () => `new.advisor+${Date.now()}${(counter += 1)}@example.com`;

async function post(path: string, json: unknown): Promise<unknown> {
  const response = await fetch(`${api.url}${path}`, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } });
  return response.json();
}

async function open(route: string, locale: 'en' | 'fr' = 'en'): Promise<HTMLElement> {
  const host = mountWidget('mi-registration', api, `/${locale}/registration.html#/${locale}/registration-process/${route}`);
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

const el = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);

async function fill(host: HTMLElement, entries: ReadonlyArray<readonly [string, string | boolean]>): Promise<void> {
  for (const [name, value] of entries) {
    const node = el(host, name);
    if (!node) throw new Error(`no field ${name}`);
    if (typeof value === 'boolean') {
      if (node.checked !== value) fireEvent.click(node);
    } else if (node.tagName === 'SELECT') {
      node.value = value;
      node.dispatchEvent(new Event('change', { bubbles: true }));
    } else fireEvent.input(node, { target: { value } });
    await settle();
  }
}

/** Step 1 with valid values; returns once the next screen's heading shows. */
async function registerStep1(host: HTMLElement, emailId: string, next: string) {
  await waitFor(() => expect(el(host, 'roleId')?.options.length).toBeGreaterThan(1));
  await fill(host, [['firstName', 'Ada'], ['lastName', 'Lovelace'], ['emailId', emailId], ['professional', true]]);
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('heading', { level: 1, name: next }, { timeout: 5000 });
  await screenLoaded();
  await settle();
}

const COMPANY = [
  ['firmName', 'Analytical Engines Inc.'], ['addressLine1', '12 Babbage Street'], ['city', 'Calgary'], ['postalCode', 'T2P 1J9'],
  ['businessPhoneNumber', '403-555-0100'],
] as const;

/** The newest activation link mailed to `to`, as a page path. */
async function activationPath(to: string): Promise<string> {
  const mails = (await mailbox(api)).filter((m) => m.to === to);
  const link = mails.at(-1)?.links[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return link.startsWith('http') ? new URL(link).pathname + new URL(link).hash : link;
}

/** Registers a new advisor through steps 1 and 2 (role 10 needs the seeded dealer code 1234). */
async function registerNew(emailId: string): Promise<HTMLElement> {
  const host = await open('register');
  await registerStep1(host, emailId, 'Step 2 Company Info');
  await waitFor(() => expect(el(host, 'firmName')).toBeTruthy());
  await fill(host, [...COMPANY, ['primaryDealerCode', '1234'], ['primaryAdvisorCode', 'A77']]);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('heading', { level: 1, name: 'Thank You' }, { timeout: 5000 });
  await screenLoaded();
  return host;
}

async function openLink(path: string): Promise<HTMLElement> {
  unmountAll();
  const host = mountWidget('mi-registration', api, path);
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

describe('<mi-registration> against the demo API', () => {
  it('registers, follows the mailed link, activates, and the new password logs in', async () => {
    const emailId = freshEmail();
    const host = await registerNew(emailId);
    expect(host.textContent).toContain(emailId);
    const link = await activationPath(emailId);
    expect(link).toMatch(/^\/en\/registration\.html#\/en\/registration-process\/activate\?code=/);

    const page = await openLink(link);
    await waitFor(() => expect(el(page, 'securityQuestion1')).toBeTruthy());
    const ids = Array.from(el(page, 'securityQuestion1')!.options).map((o) => o.value).filter(Boolean);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    await fill(page, [
      ['securityQuestion1', ids[0]!], ['securityAnswer1', 'Rex'], ['securityQuestion2', ids[1]!], ['securityAnswer2', 'Toronto'],
      ['securityQuestion3', ids[2]!], ['securityAnswer3', 'Honda'], ['password', 'Engine2026x'], ['confirmPassword', 'Engine2026x'],
      ['confirmReadTermsConditions', true],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    // Activation hashes the password and three answers with scrypt: give it time.
    await screen.findByRole('heading', { level: 1, name: 'Account activated' }, { timeout: 10_000 });
    await screenLoaded();
    expect(page.textContent).toContain(emailId);

    const login = await fetch(`${api.url}/mi/en/login/login`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-token' },
      body: new URLSearchParams({ emailId, password: 'Engine2026x' }),
    });
    expect(await login.json()).toMatchObject({ result: 'success' });

    // The link is single-use: opening it again says the account is already active.
    await openLink(link);
    await screen.findByRole('heading', { level: 1, name: 'Account already active' });
    await screenLoaded();
  });

  it('an email pending activation gets already-registered, and a fresh link is mailed', async () => {
    const { email } = DEMO_ACCOUNTS.notActivated;
    const before = (await mailbox(api)).filter((m) => m.to === email).length;
    const host = await open('register');
    await registerStep1(host, email, 'Already registered');
    expect(host.textContent).toContain(email);
    expect((await mailbox(api)).filter((m) => m.to === email).length).toBe(before + 1);
  });

  it('a pre-registered email skips company info and lands on Thank You with a link mailed', async () => {
    const { email } = DEMO_ACCOUNTS.preRegistered;
    const host = await open('register');
    await registerStep1(host, email, 'Thank You');
    expect(host.textContent).toContain(email);
    expect(await activationPath(email)).toContain('activate?code=');
  });

  it('an active account gets already-active with a login link', async () => {
    const host = await open('register');
    await registerStep1(host, DEMO_ACCOUNTS.advisorEn.email, 'Account already active');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login.html#/en/login');
    expect(host.querySelector('form')).toBeNull();
  });

  it('a dealer code the server does not know (sc001) marks both codes and keeps every value', async () => {
    const host = await open('register');
    await registerStep1(host, freshEmail(), 'Step 2 Company Info');
    await waitFor(() => expect(el(host, 'firmName')).toBeTruthy());
    await fill(host, [...COMPANY, ['primaryDealerCode', '9999'], ['primaryAdvisorCode', 'A77']]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    // One server answer, one summary line (issue 11), though both codes are marked.
    expect(summary.textContent).toContain('Please fix 1 error before proceeding');
    expect(el(host, 'primaryDealerCode')?.getAttribute('aria-invalid')).toBe('true');
    expect(el(host, 'primaryAdvisorCode')?.getAttribute('aria-invalid')).toBe('true');
    expect(el(host, 'firmName')?.value).toBe(COMPANY[0][1]);
    expect(el(host, 'primaryDealerCode')?.value).toBe('9999');
  });

  it('a link older than 14 days shows expired and mails a new one that works', async () => {
    const emailId = freshEmail();
    await registerNew(emailId);
    const link = await activationPath(emailId);
    await post('/demo/clock', { offsetMs: 15 * 24 * 60 * 60 * 1000 });
    await openLink(link);
    await screen.findByRole('heading', { level: 1, name: 'Activation link expired' }, { timeout: 5000 });
    await screenLoaded();
    const renewed = await activationPath(emailId);
    expect(renewed).not.toBe(link);
    const page = await openLink(renewed);
    await waitFor(() => expect(el(page, 'securityQuestion1')).toBeTruthy());
  });

  it('a made-up code shows not found, in French too', async () => {
    await openLink('/fr/registration.html#/fr/registration-process/activate?code=nope');
    await screen.findByRole('heading', { level: 1, name: 'Lien d’activation introuvable' });
    await screenLoaded();
  });
});

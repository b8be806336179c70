// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../widgets/recovery/element';
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
  unmountAll();
  await fetch(`${api.url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs: 0 }) });
});


function input(name: string): HTMLInputElement {
  const el = document.querySelector<HTMLInputElement>(`mi-recovery input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
}

async function type(name: string, value: string) {
  fireEvent.input(input(name), { target: { value } });
  await settle();
}

async function open(locale: 'en' | 'fr', hash: string) {
  mountWidget('mi-recovery', api, `/${locale}/recovery.html${hash}`);
  await screen.findByRole('heading', { level: 1 });
  await settle();
}

/** Step 1 through the widget, as a user would. */
async function requestReset(email: string, locale: 'en' | 'fr' = 'en') {
  await open(locale, `#/${locale}/recovery/verify-email`);
  await type('emailId', email);
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Continue' : 'Continuer' }));
}

/** The hash of the newest reset link emailed to `to` (the link a user follows). */
async function resetLinkHash(to: string): Promise<string> {
  const mail = (await mailbox(api)).filter((m) => m.to === to).at(-1);
  const link = mail?.links.find((l) => l.includes('/recovery/security?code=')) ?? '';
  expect(link).not.toBe('');
  return link.slice(link.indexOf('#'));
}

async function login(email: string, password: string): Promise<unknown> {
  const response = await fetch(`${api.url}/mi/en/login/login`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-token', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ emailId: email, password }).toString(),
  });
  return response.json();
}

describe('<mi-recovery> against the demo API', () => {
  it('resets the password of a seeded advisor: wrong answer, right answers, recent password refused, new one logs in', async () => {
    const account = DEMO_ACCOUNTS.advisorEn;
    await requestReset(account.email);
    await screen.findByText('Step 2 of 5');
    expect(screen.getByText('4/5')).toBeTruthy();
    expect(screen.getByText(account.email)).toBeTruthy();

    const hash = await resetLinkHash(account.email);
    unmountAll();
    await open('en', hash);
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();

    await type('answer1', 'definitely wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input('answer1').getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('That answer does not match our records.');
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();

    for (const [i, q] of account.questions.entries()) {
      await screen.findByRole('heading', { name: `Question ${i + 1}` });
      await type('answer1', q.answer);
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      if (i < account.questions.length - 1) await screen.findByRole('heading', { name: `Question ${i + 2}` });
    }
    await screen.findByText('Step 4 of 5');
    expect(document.body.textContent).toContain('Your answers have been verified.');

    await type('password', account.password ?? '');
    await type('confirmPassword', account.password ?? '');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input('password').getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('Your new password must be different from your last five passwords.');
    expect(window.location.hash).toContain('/recovery/reset-password');

    const fresh = 'Recovered2026x';
    await type('password', fresh);
    await type('confirmPassword', fresh);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Step 5 of 5');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login.html#/en/login');

    expect(await login(account.email, fresh)).toMatchObject({ result: 'success' });
    expect(await login(account.email, account.password ?? '')).toMatchObject({ errCode: 'login001' });
  });

  it('the fifth reset in 24 h shows 0/5 with an alert, the sixth is refused with the 5/5 message (in French)', async () => {
    const account = DEMO_ACCOUNTS.advisorFr;
    for (let i = 0; i < 4; i += 1) {
      const r = await fetch(`${api.url}/mi/fr/forgotPasswordFlow/verifyEmail`, {
        method: 'POST',
        headers: { Authorization: 'Bearer demo-token', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ emailId: account.email, 'g-recaptcha-response': 'none' }).toString(),
      });
      expect(await r.json()).toMatchObject({ result: 'success', attemptsRemaining: 4 - i });
    }
    await requestReset(account.email, 'fr');
    await screen.findByText('Étape 2 sur 5');
    expect(screen.getByText('0/5')).toBeTruthy();
    expect(document.querySelector('mi-recovery .mi-notice')?.getAttribute('role')).toBe('alert');
    unmountAll();

    await requestReset(account.email, 'fr');
    await waitFor(() => expect(document.body.textContent).toContain('Vous avez utilisé vos 5/5 changements de mot de passe'));
    expect(window.location.hash).toBe('#/fr/recovery/verify-email');
    expect(input('emailId').value).toBe(account.email);
  });

  it('a link older than 6 hours goes to the error page', async () => {
    const account = DEMO_ACCOUNTS.noCodes;
    await requestReset(account.email);
    await screen.findByText('Step 2 of 5');
    const hash = await resetLinkHash(account.email);
    unmountAll();
    await fetch(`${api.url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs: 7 * 3600 * 1000 }) });
    await open('en', hash);
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await screen.findByRole('heading', { level: 1, name: 'We could not reset your password' });
    await screenLoaded();
    expect(document.querySelector('mi-recovery a[href^="tel:"]')).toBeTruthy();
  });

  it.each([
    [DEMO_ACCOUNTS.internal.email, 'Internal users must change their password through the IT service desk.'],
    [DEMO_ACCOUNTS.suspended.email, 'Your account is suspended'],
    [DEMO_ACCOUNTS.notActivated.email, 'Your account is not activated yet.'],
  ])('%s lands on the error page with its message', async (email, text) => {
    await requestReset(email);
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(document.body.textContent).toContain(text));
  });

  it('an unknown email shows the message inline', async () => {
    await requestReset('nobody-here@example.com');
    await waitFor(() => expect(input('emailId').getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain("We couldn’t find an account associated with that email address.");
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_MS, saveAttempts } from './attempts';
import { fakeApi, renderRecovery, typeInto } from './test-helpers';
import { unloadPage } from '../../tests/harness/page';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const seriousOrCritical = (r: axe.AxeResults) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** Collects the details of one widget event dispatched on the host. */
function listen<T>(host: HTMLElement, name: string): T[] {
  const seen: T[] = [];
  host.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

/** Whether leaving the page now would make the browser ask "Leave site?". */
function leaveIsPrompted(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function submitEmail(host: HTMLElement, email = 'advisor@example.com') {
  await typeInto(host, 'emailId', email);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('<mi-recovery> step 1', () => {
  it('has no serious or critical axe violations', async () => {
    const host = await renderRecovery('#/en/recovery/verify-email');
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(seriousOrCritical(r)).toEqual([]);
  });

  it('renders the five-step indicator, emailId, Continue and Cancel', async () => {
    const host = await renderRecovery('#/en/recovery/verify-email');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(host.querySelectorAll('.mi-steps__item')).toHaveLength(5);
    // Text with the email keyboard: the project's email rule decides, not the browser's (issue 11).
    expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.getAttribute('inputmode')).toBe('email');
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
  });

  it('an empty submit shows the summary and sends nothing', async () => {
    const spy = fakeApi({});
    const host = await renderRecovery('#/en/recovery/verify-email');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Please fix 1 error before proceeding');
    expect(host.querySelector('input[name="emailId"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('on success keeps the attempts and the email in localStorage and shows step 2', async () => {
    const spy = fakeApi({ verifyEmail: [(body) => ({ result: 'success', attemptsRemaining: 3, echoed: body.get('emailId') })] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    const submitted = listen(host, 'mi-submitted');
    await submitEmail(host);
    await screen.findByText('Step 2 of 5');
    expect(submitted).toEqual([{ form: 'recoveryEmail' }]);
    const init = spy.mock.calls[0]?.[1];
    expect(String(init?.body)).toContain('emailId=advisor%40example.com');
    expect(String(init?.body)).toContain('g-recaptcha-response=none');
    expect(JSON.parse(window.localStorage.getItem('mi-recovery-attempts') ?? '{}')).toEqual({
      email: 'advisor@example.com',
      attemptsRemaining: 3,
      savedAt: expect.any(Number),
    });
    expect(screen.getByText('advisor@example.com')).toBeTruthy();
    expect(screen.getByText('3/5')).toBeTruthy();
    expect(window.location.hash).toBe('#/en/recovery/code-sent');
  });

  it.each(['fpwd002', 'sc001'])('%s shows the no-account message on emailId and keeps the email', async (code) => {
    fakeApi({ verifyEmail: [{ result: 'failure', errCode: code }] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    await submitEmail(host, 'nobody@example.com');
    await waitFor(() => expect(host.querySelector('input[name="emailId"]')?.getAttribute('aria-invalid')).toBe('true'));
    expect(host.textContent).toContain("We couldn’t find an account associated with that email address.");
    expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.value).toBe('nobody@example.com');
    expect(window.location.hash).toBe('#/en/recovery/verify-email');
  });

  it('fpwd010 shows the 5/5 message above the form, with the Client Relations contacts it names', async () => {
    fakeApi({ verifyEmail: [{ result: 'failure', errCode: 'fpwd010' }] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    const errors = listen(host, 'mi-error');
    const submitted = listen(host, 'mi-submitted');
    await submitEmail(host);
    await waitFor(() => expect(host.querySelector('.mi-notice--error')?.textContent).toContain('You have used your 5/5 password changes today.'));
    // Shown above the form, not an error page; the host page hears the refusal, and nothing was accepted.
    expect(errors).toEqual([{ code: 'fpwd010', messageKey: 'errors.codes.fpwd010' }]);
    expect(submitted).toEqual([]);
    expect(host.querySelector('.mi-notice--error')?.getAttribute('role')).toBe('alert');
    expect(host.querySelector('.mi-notice--error a[href="tel:18005550199"]')).toBeTruthy();
    expect(host.querySelector('.mi-notice--error a[href="mailto:clientrelations@example.com"]')).toBeTruthy();
    expect(window.location.hash).toBe('#/en/recovery/verify-email');
  });

  it('a reload keeps the typed email', async () => {
    let host = await renderRecovery('#/en/recovery/verify-email');
    await typeInto(host, 'emailId', 'kept@example.com');
    unloadPage();
    host = await renderRecovery('#/en/recovery/verify-email');
    expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.value).toBe('kept@example.com');
  });

  it("an email kept from an earlier recovery neither fills step 1 nor asks before leaving (shared computers)", async () => {
    saveAttempts({ email: 'previous@example.com', attemptsRemaining: 2 });
    const host = await renderRecovery('#/en/recovery/verify-email');
    expect(host.querySelector<HTMLInputElement>('input[name="emailId"]')?.value).toBe('');
    expect(host.textContent).not.toContain('previous@example.com');
    expect(leaveIsPrompted()).toBe(false);
    await typeInto(host, 'emailId', 'me@example.com');
    await waitFor(() => expect(leaveIsPrompted()).toBe(true));
  });

  it('Cancel asks first, then goes to the login page', async () => {
    const host = await renderRecovery('#/en/recovery/verify-email');
    const urls: string[] = [];
    host.addEventListener('mi-navigate', (e) => urls.push((e as CustomEvent<{ url: string }>).detail.url));
    await typeInto(host, 'emailId', 'advisor@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Cancel the password reset?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, continue' }));
    expect(screen.queryByRole('heading', { name: 'Cancel the password reset?' })).toBeNull();
    expect(urls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(urls).toEqual(['/en/login.html#/en/login']));
  });
});

describe('<mi-recovery> step 2 attempts', () => {
  it.each([
    [5, null, null],
    [3, 'info', 'You have 3 password resets left today.'],
    [1, 'info', 'You have 1 password reset left today.'],
    [0, 'warning', 'This was your last password reset for today.'],
  ] as const)('%i left: n/5 and the %s notice', async (left, kind, text) => {
    saveAttempts({ email: 'advisor@example.com', attemptsRemaining: left });
    const host = await renderRecovery('#/en/recovery/code-sent');
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getByText(`${left}/5`)).toBeTruthy();
    expect(screen.getByText('advisor@example.com')).toBeTruthy();
    const notice = host.querySelector('.mi-notice');
    if (kind === null) {
      expect(notice).toBeNull();
      return;
    }
    expect(notice?.className).toContain(`mi-notice--${kind}`);
    expect(notice?.getAttribute('role')).toBe(kind === 'info' ? 'status' : 'alert');
    expect(notice?.textContent).toContain(text);
  });

  it.each([
    ['older than 24 hours', () => saveAttempts({ email: 'old@example.com', attemptsRemaining: 1 }, Date.now() - KEPT_FOR_MS - 1000)],
    ['undated (saved before savedAt)', () => window.localStorage.setItem('mi-recovery-attempts', JSON.stringify({ email: 'old@example.com', attemptsRemaining: 1 }))],
  ])('a record %s is ignored and dropped: with no email to show, the page starts the recovery over', async (_label, seed) => {
    seed();
    const host = await renderRecovery('#/en/recovery/code-sent');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/verify-email'));
    await screen.findByText('Step 1 of 5');
    expect(host.textContent).not.toContain('old@example.com');
    expect(host.querySelector('[data-testid="recovery-attempts"]')).toBeNull();
    expect(window.localStorage.getItem('mi-recovery-attempts')).toBeNull();
  });

  it('has no serious or critical axe violations', async () => {
    saveAttempts({ email: 'advisor@example.com', attemptsRemaining: 0 });
    const host = await renderRecovery('#/en/recovery/code-sent');
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);
  });
});

describe('<mi-recovery> error page', () => {
  it.each([
    ['fpwd003', 'Your account is not activated yet. Check your email for the activation link.'],
    ['fpwd004', 'Your account is suspended, so your password cannot be reset.'],
    // The demo API answers fpwd009 for a spent or expired reset link (see locales errors.codes.fpwd009).
    ['fpwd009', 'This password reset link has expired or has already been used.'],
    ['sc002-forgot-password', 'Your password could not be changed.'],
    ['fpwd012', 'Too many wrong answers to the security questions in the last 24 hours. Please wait 24 hours before requesting a new link, or contact Client Relations.'],
    ['xyz999', 'Something went wrong. Please try again later or contact Client Relations.'],
    ['', 'Something went wrong. Please try again later or contact Client Relations.'],
  ])('code "%s" from verifyEmail shows its message with the Client Relations contacts', async (code, text) => {
    fakeApi({ verifyEmail: [{ result: 'failure', errCode: code }] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    const errors = listen(host, 'mi-error');
    const submitted = listen(host, 'mi-submitted');
    await submitEmail(host);
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain(text));
    expect(errors).toEqual([{ code, messageKey: code === 'xyz999' || code === '' ? 'errors.codes.generic' : `errors.codes.${code}` }]);
    expect(submitted).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not reset your password');
    expect(host.querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(host.querySelector('a[href^="mailto:"]')).toBeTruthy();
    expect(host.textContent).toContain('Monday to Friday');
  });

  it('fpwd001 (internal user) lists the IT service desk of the page config, not Client Relations', async () => {
    fakeApi({ verifyEmail: [{ result: 'failure', errCode: 'fpwd001' }] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    await submitEmail(host);
    await waitFor(() => expect(host.textContent).toContain('Internal users must change their password through the IT service desk.'));
    expect(host.textContent).toContain('The IT service desk can help you:');
    expect(host.querySelector('a[href="mailto:servicedesk@example.com"]')).toBeTruthy();
    expect(host.querySelector('a[href="tel:18005550123"]')).toBeTruthy();
    expect(host.querySelector('a[href="mailto:clientrelations@example.com"]')).toBeNull();
  });

  it.each([
    ['fpwd009', 'expired or used link'],
    ['fpwd011', 'link ended by too many wrong answers'],
  ])('%s (%s) offers the request of a new link, then the login page', async (code) => {
    fakeApi({ verifyEmail: [{ result: 'failure', errCode: code }] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    await submitEmail(host);
    const request = await screen.findByRole('link', { name: 'Request a new link' });
    expect(request.getAttribute('href')).toBe('/en/recovery.html#/en/recovery/verify-email');
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    expect(host.textContent).not.toContain('Request a new link Request');
  });

  it('fpwd003 (not activated) offers registering again, which mails a new activation link, then the login page', async () => {
    fakeApi({ verifyEmail: [{ result: 'failure', errCode: 'fpwd003' }] });
    const host = await renderRecovery('#/en/recovery/verify-email');
    await submitEmail(host);
    const again = await screen.findByRole('link', { name: 'Register again for a new activation link' });
    expect(again.getAttribute('href')).toBe('/en/registration.html#/en/registration-process/register');
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
    expect(host.querySelector('a[href^="tel:"]')).toBeTruthy();
  });

  it('has no serious or critical axe violations, in French too', async () => {
    const host = await renderRecovery('#/fr/recovery/error', undefined, 'https://portal.example/fr/recovery.html');
    expect(host.textContent).toContain('Relations avec la clientèle');
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);
  });
});

describe('<mi-recovery> steps opened directly', () => {
  it.each([
    ['#/en/recovery/success', 'a reset done'],
    ['#/en/recovery/code-sent', 'an email the code went to'],
    ['#/en/recovery/reset-password', 'every question answered'],
  ])('%s without %s goes to step 1 (replacing the address)', async (hash) => {
    const host = await renderRecovery(hash);
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/verify-email'));
    await screen.findByText('Step 1 of 5');
    expect(host.querySelector('input[name="emailId"]')).toBeTruthy();
    expect(host.textContent).not.toContain('Your password has been reset');
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, renderRecovery, typeInto } from './test-helpers';
import { hidePage } from '../../tests/harness/page';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const answerInput = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name="answer1"]');

async function answer(host: HTMLElement, text: string) {
  await typeInto(host, 'answer1', text);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('<mi-recovery> security questions', () => {
  it.each([
    ['the link is opened', { step3: [{ result: 'failure', errCode: 'fpwd012' }] }],
    ['an answer is sent', { step3: [{ questionLabel: 'What was the name of your first pet?', localNumber: 1 }], securityQuestions: [{ result: 'failure', errCode: 'fpwd012' }] }],
  ])('fpwd012 (the day\'s wrong answers spent) when %s: the error page with Client Relations, no new link', async (_when, replies) => {
    fakeApi(replies);
    const host = await renderRecovery('#/en/recovery/security?code=abc123');
    if ('securityQuestions' in replies) await answer(host, 'Wrong');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain('Please wait 24 hours before requesting a new link'));
    expect(host.querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
  });

  it('loops through the questions: wrong answer stays, a new question increments the ordinal, a message ends', async () => {
    const spy = fakeApi({
      step3: [{ questionLabel: 'What was the name of your first pet?', localNumber: 1, securityQuestionId: 1 }],
      securityQuestions: [
        { result: 'failure', errCode: 'fpwd007', message: 'Incorrect answer, try again.' },
        { questionLabel: 'In what city were you born?', localNumber: 2 },
        { questionLabel: 'What was your first car?' },
        { message: 'All questions answered. Choose a new password.' },
      ],
    });
    const host = await renderRecovery('#/en/recovery/security?code=abc123');
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(String(spy.mock.calls[0]?.[0])).toContain('/forgotPasswordFlow/step3?code=abc123');
    expect(screen.getByLabelText('What was the name of your first pet?')).toBe(answerInput(host));
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);

    await answer(host, 'Rover');
    await waitFor(() => expect(answerInput(host)?.getAttribute('aria-invalid')).toBe('true'));
    expect(host.querySelector('.mi-field__errors, .mi-field__error')?.textContent ?? host.textContent).toContain('Incorrect answer, try again.');
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(answerInput(host)?.value).toBe('Rover');
    expect(document.activeElement).not.toBe(answerInput(host));

    await answer(host, 'Rex');
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeTruthy();
    // Focus on the emptied field as the new question shows: its label is the question.
    expect(document.activeElement).toBe(screen.getByLabelText('In what city were you born?'));
    expect(answerInput(host)?.value).toBe('');
    expect(answerInput(host)?.getAttribute('aria-invalid')).toBeNull();
    expect(String(spy.mock.calls[2]?.[1]?.body)).toBe('answer1=Rex');

    // Answered with Enter in the field, which keeps focus: the field is focused again as question 3 comes, so a
    // screen reader reads its new label (a focus() on the focused field alone would fire nothing).
    await typeInto(host, 'answer1', 'Toronto');
    answerInput(host)!.focus();
    const focusedAgain: string[] = [];
    answerInput(host)!.addEventListener('focus', () => focusedAgain.push(answerInput(host)!.labels?.[0]?.textContent ?? ''));
    fireEvent.submit(answerInput(host)!.form!);
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeTruthy();
    expect(focusedAgain).toEqual(['What was your first car?']);
    expect(document.activeElement).toBe(answerInput(host));
    // Answers are secrets: the draft never holds them.
    hidePage();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Toronto');

    await answer(host, 'Honda');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/reset-password'));
    expect(await screen.findByText('All questions answered. Choose a new password.')).toBeTruthy();
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
  });

  it('an expired or used link goes to the error page with its code', async () => {
    fakeApi({ step3: [{ result: 'failure', errCode: 'sc002-forgot-password' }] });
    // The link is checked as the page opens, before a listener could go on the host: the event bubbles to the document.
    const errors: unknown[] = [];
    const onError = (e: Event) => {
      if ((e.target as Element).localName === 'mi-recovery') errors.push((e as CustomEvent).detail);
    };
    document.addEventListener('mi-error', onError);
    onTestFinished(() => document.removeEventListener('mi-error', onError));
    const host = await renderRecovery('#/en/recovery/security?code=old');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain('Your password could not be changed.'));
    expect(errors).toEqual([{ code: 'sc002-forgot-password', messageKey: 'errors.codes.sc002-forgot-password' }]);
  });

  it('a form-level code (fpwd010) on an answer shows its own message on the error page, not the generic one', async () => {
    fakeApi({ step3: [{ questionLabel: 'Pet?' }], securityQuestions: [{ result: 'failure', errCode: 'fpwd010' }] });
    const host = await renderRecovery('#/en/recovery/security?code=c1');
    await screen.findByRole('heading', { name: 'Question 1' });
    const errors: unknown[] = [];
    host.addEventListener('mi-error', (e) => errors.push(e.detail));
    await answer(host, 'Rex');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain('You have used your 5/5 password changes today.'));
    expect(host.textContent).not.toContain('Something went wrong.');
    expect(errors).toEqual([{ code: 'fpwd010', messageKey: 'errors.codes.fpwd010' }]);
  });

  it('a security page without a code is an unusable link: it offers to request a new one', async () => {
    // A mail client that cut the address off: the same way forward as a code the server does not know (fpwd009).
    const host = await renderRecovery('#/en/recovery/security');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain('This password reset link has expired or has already been used.'));
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toMatch(/#\/en\/recovery\/verify-email$/);
  });
});

const seriousOrCritical = (r: axe.AxeResults) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

async function reachReset() {
  const host = await renderRecovery('#/en/recovery/security?code=c1');
  await screen.findByRole('heading', { name: 'Question 1' });
  const entries = window.history.length;
  await answer(host, 'Rex');
  await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/reset-password'));
  await screen.findByText('Step 4 of 5');
  // The reset step takes the questions' place: Back does not ask an answered question again.
  expect(window.history.length).toBe(entries);
  return host;
}

describe('<mi-recovery> reset password', () => {
  it('sc003 shows the server message on password; a new password then succeeds', async () => {
    const spy = fakeApi({
      step3: [{ questionLabel: 'Pet?', localNumber: 1 }],
      securityQuestions: [{ message: 'Verified.' }],
      resetPassword: [
        { result: 'failure', errCode: 'sc003', message: 'This password was used recently.' },
        { result: 'success', message: 'Password changed.' },
      ],
    });
    const host = await reachReset();
    expect(host.querySelector<HTMLInputElement>('input[name="password"]')?.getAttribute('autocomplete')).toBe('new-password');
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    if (toggle) fireEvent.click(toggle);
    expect(host.querySelector<HTMLInputElement>('input[name="password"]')?.type).toBe('text');

    await typeInto(host, 'password', 'Advisor2026!');
    await typeInto(host, 'confirmPassword', 'Advisor2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(host.querySelector('input[name="password"]')?.getAttribute('aria-invalid')).toBe('true'));
    expect(host.textContent).toContain('This password was used recently.');
    expect(window.location.hash).toBe('#/en/recovery/reset-password');

    const submitted: unknown[] = [];
    host.addEventListener('mi-submitted', (e) => submitted.push(e.detail));
    await typeInto(host, 'password', 'Brand2026New');
    await typeInto(host, 'confirmPassword', 'Brand2026New');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/success'));
    // The success page takes the reset step's place: Back does not reopen a form whose link is spent.
    expect(window.history.length).toBe(entries);
    expect(submitted).toEqual([{ form: 'resetPassword' }]);
    expect(String(spy.mock.calls.at(-1)?.[1]?.body)).toBe('password=Brand2026New&confirmPassword=Brand2026New');
    expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login.html#/en/login');
    expect(seriousOrCritical(await axe.run(host))).toEqual([]);
  });

  it('sc003 without a message uses the catalogue text; a mismatch is refused before any call', async () => {
    const spy = fakeApi({ step3: [{ questionLabel: 'Pet?' }], securityQuestions: [{ message: 'ok' }], resetPassword: [{ result: 'failure', errCode: 'sc003' }] });
    const host = await reachReset();
    await typeInto(host, 'password', 'Advisor2026!');
    await typeInto(host, 'confirmPassword', 'Advisor2026?');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(host.querySelector('input[name="confirmPassword"]')?.getAttribute('aria-invalid')).toBe('true'));
    expect(spy).toHaveBeenCalledTimes(2);
    await typeInto(host, 'confirmPassword', 'Advisor2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(host.textContent).toContain('Your new password must be different from your last five passwords.'));
  });

  it('a form-level code (403) on reset shows its own message on the error page, not the generic one', async () => {
    fakeApi({ step3: [{ questionLabel: 'Pet?' }], securityQuestions: [{ message: 'ok' }], resetPassword: [{ result: 'failure', errCode: '403' }] });
    const host = await reachReset();
    await typeInto(host, 'password', 'Advisor2026!');
    await typeInto(host, 'confirmPassword', 'Advisor2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain('Please log in.'));
    expect(host.textContent).not.toContain('Something went wrong.');
  });

  it('another code goes to the error page', async () => {
    fakeApi({ step3: [{ questionLabel: 'Pet?' }], securityQuestions: [{ message: 'ok' }], resetPassword: [{ result: 'failure', errCode: 'fpwd004' }] });
    const host = await reachReset();
    await typeInto(host, 'password', 'Advisor2026!');
    await typeInto(host, 'confirmPassword', 'Advisor2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/error'));
    await waitFor(() => expect(host.textContent).toContain('Your account is suspended'));
  });
});

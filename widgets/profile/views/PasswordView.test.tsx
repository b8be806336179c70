import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, holdAnswers } from '../../../tests/harness/flow';
import { ADVISOR, control, lastBody, profileApi, renderProfile } from '../test-helpers';

const PASSWORD = '#/en/profile/password';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const changes = (seen: { path: string }[]) => seen.filter((s) => s.path.endsWith('changePasswordFlow/save'));

async function typePasswords(host: HTMLElement, oldPassword = 'Advisor2026!', next = 'Fresh2026ok') {
  await fill(host, 'oldPassword', oldPassword);
  await fill(host, 'newPassword', next);
  await fill(host, 'confirmPassword', next);
}

/** Save, then the popup's confirm button. */
async function saveAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, change my password' }));
}

describe('password change (/profile/password)', () => {
  it('has no serious or critical axe violations, with the confirm popup open too', async () => {
    profileApi();
    const host = await renderProfile(PASSWORD);
    const closed = await axe.run(host);
    expect(closed.passes.length).toBeGreaterThan(0);
    expect(closed.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    const open = await axe.run(host);
    expect(open.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows the three password fields; Save only opens the popup, and going back sends nothing', async () => {
    const seen = profileApi();
    const host = await renderProfile(PASSWORD);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change password');
    expect([...host.querySelectorAll('form input:not([hidden])')].map((i) => i.getAttribute('name'))).toEqual(['oldPassword', 'newPassword', 'confirmPassword']);
    // The account's login email, for password managers: hidden, named nothing, so never part of the change.
    const username = host.querySelector<HTMLInputElement>('form input[autocomplete="username"]');
    expect([username?.value, username?.hidden, username?.name]).toEqual([ADVISOR.emailId, true, '']);
    expect(host.textContent).toContain('8 to 50 characters');
    await typePasswords(host);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Change your password?');
    fireEvent.click(screen.getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Enter in a field asks too: the form never sends without the popup.
    fireEvent.submit(host.querySelector('form')!);
    await screen.findByRole('dialog');
    expect(changes(seen)).toEqual([]);
  });

  it('confirming validates first: an empty form lists its errors and sends nothing', async () => {
    const seen = profileApi();
    await renderProfile(PASSWORD);
    await saveAndConfirm();
    expect((await screen.findByText(/Please fix 3 errors before proceeding/)).closest('[role="group"]')).not.toBeNull();
    expect(changes(seen)).toEqual([]);
  });

  it('confirming changes the password, says so, and announces logged_in through local storage', async () => {
    const seen = profileApi({ 'changePasswordFlow/save': { result: 'success', errCode: null } });
    const events: (string | null)[] = [];
    window.addEventListener('storage', (e) => events.push(e.key));
    const host = await renderProfile(PASSWORD);
    await typePasswords(host);
    await saveAndConfirm();
    await screen.findByText('Your password has been changed. Any other session you had open was signed out.');
    expect(lastBody(seen, 'changePasswordFlow/save')).toEqual({ oldPassword: 'Advisor2026!', newPassword: 'Fresh2026ok', confirmPassword: 'Fresh2026ok' });
    expect(window.localStorage.getItem('logged_in')).toBe('true');
    expect(events).toContain('logged_in');
    expect(control(host, 'newPassword').value).toBe('');
  });

  it('a change that answers after the user moved to another page says so when the password page opens again, once', async () => {
    profileApi({ 'changePasswordFlow/save': { result: 'success', errCode: null } });
    const release = holdAnswers('changePasswordFlow/save');
    const host = await renderProfile(PASSWORD);
    await typePasswords(host);
    await saveAndConfirm();
    await waitFor(() => expect(host.querySelector('button[aria-busy="true"]')).toBeTruthy());
    window.location.hash = '#/en/profile/personal';
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    release();
    await new Promise((done) => setTimeout(done, 50));
    window.location.hash = '#/en/profile/password';
    await screen.findByText('Your password has been changed. Any other session you had open was signed out.');
    window.location.hash = '#/en/profile/personal';
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    window.location.hash = '#/en/profile/password';
    await screen.findByLabelText('Current password');
    expect(host.textContent).not.toContain('Your password has been changed');
  });

  it.each([
    ['pwd001', 'oldPassword', 'Your current password is incorrect.'],
    // The demo API counts current passwords like logins: after several wrong ones in a row, wait.
    ['login003', 'oldPassword', 'Several wrong passwords in a row. For your security, please wait 30 seconds before trying again.'],
    ['sc003', 'newPassword', 'Your new password must be different from your last five passwords.'],
  ])('%s shows inline on %s', async (errCode, name, text) => {
    profileApi({ 'changePasswordFlow/save': { result: 'failure', errCode } });
    const host = await renderProfile(PASSWORD);
    await typePasswords(host);
    await saveAndConfirm();
    await waitFor(() => expect(control(host, name).getAttribute('aria-invalid')).toBe('true'));
    expect(host.textContent).toContain(text);
  });

  it('fpwd001 from the server is said above the form', async () => {
    profileApi({ 'changePasswordFlow/save': { result: 'failure', errCode: 'fpwd001' } });
    const host = await renderProfile(PASSWORD);
    await typePasswords(host);
    await saveAndConfirm();
    expect((await screen.findByText('Internal users must change their password through the IT service desk.')).closest('[role="alert"]')).not.toBeNull();
    expect(host.querySelector('form')).not.toBeNull();
  });

  it('an internal user gets fpwd001’s message with the service desk, every field and Save disabled', async () => {
    profileApi({ 'changeProfile/index': { ...ADVISOR, isInternalUser: true } });
    const host = await renderProfile(PASSWORD);
    await waitFor(() => expect(host.textContent).toContain('Internal users must change their password through the IT service desk.'));
    expect(host.querySelector('a[href="mailto:servicedesk@example.com"]')).not.toBeNull();
    expect([...host.querySelectorAll<HTMLInputElement>('form input')].every((i) => i.disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('a migrated profile takes the combined flow: the password and three new questions in one change', async () => {
    const seen = profileApi({
      'changeProfile/index': (_b: unknown, n: number) => ({ ...ADVISOR, displayChangeQuestionsMsg: n === 1 }),
      'changeSecurityQuestions/index': { securityQuestionList: [1, 2, 3, 4].map((id) => ({ securityQuestionId: id, description: `Question ${id}` })), securityQuestion1: null, securityQuestion2: null, securityQuestion3: null, displayChangeQuestionsMsg: true },
      'changePasswordFlow/save': { result: 'success', errCode: null },
    });
    const host = await renderProfile(PASSWORD);
    await screen.findByRole('group', { name: 'Security questions' });
    await waitFor(() => expect(host.textContent).toContain('You must choose three new security questions'));
    await typePasswords(host);
    for (const [n, id, answer] of [[1, '4', 'Rex'], [2, '2', 'Toronto'], [3, '3', 'Honda']] as const) {
      await fill(host, `securityQuestion${n}`, id);
      await fill(host, `securityAnswer${n}`, answer);
    }
    await saveAndConfirm();
    await screen.findByText(/Your password has been changed/);
    expect(lastBody(seen, 'changePasswordFlow/save')).toMatchObject({ securityQuestion1: '4', securityAnswer1: 'Rex', securityQuestion3: '3', newPassword: 'Fresh2026ok' });
    // The flag is cleared: the page reads the profile again and the questions leave the form.
    await waitFor(() => expect(host.querySelector('[name="securityQuestion1"]')).toBeNull());
  });
});

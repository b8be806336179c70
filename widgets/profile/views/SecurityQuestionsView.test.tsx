import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../../tests/harness/flow';
import { ADVISOR, control, lastBody, profileApi, renderProfile } from '../test-helpers';

const QUESTIONS = '#/en/profile/security-questions';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('security questions (/profile/security-questions)', () => {
  it('has no serious or critical axe violations', async () => {
    profileApi();
    const host = await renderProfile(QUESTIONS);
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows the three chosen questions, each unselectable in the other selects, with empty answers', async () => {
    profileApi();
    const host = await renderProfile(QUESTIONS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Security questions');
    expect([1, 2, 3].map((n) => control<HTMLSelectElement>(host, `securityQuestion${n}`).value)).toEqual(['1', '2', '3']);
    const second = control<HTMLSelectElement>(host, 'securityQuestion2');
    expect([...second.options].filter((o) => o.disabled).map((o) => o.value)).toEqual(['1', '3']);
    expect(control(host, 'securityAnswer1').value).toBe('');
  });

  it('requires every answer and distinct questions, then saves and says so', async () => {
    const seen = profileApi({ 'changeSecurityQuestions/save': { result: 'success', errCode: null } });
    const host = await renderProfile(QUESTIONS);
    save();
    expect((await screen.findByText(/Please fix 3 errors/)).textContent).toBeTruthy();
    await fill(host, 'securityQuestion3', '4');
    for (const [n, answer] of [[1, 'Rex'], [2, 'Toronto'], [3, 'Rue Saint-Denis']] as const) await fill(host, `securityAnswer${n}`, answer);
    save();
    await screen.findByText('Your security questions have been saved.');
    expect(lastBody(seen, 'changeSecurityQuestions/save')).toEqual({
      securityQuestion1: '1', securityQuestion2: '2', securityQuestion3: '4', securityAnswer1: 'Rex', securityAnswer2: 'Toronto', securityAnswer3: 'Rue Saint-Denis',
    });
  });

  it('a migrated profile is told it must reset them, and nothing lets it skip; saving clears the notice', async () => {
    const seen = profileApi({
      'changeProfile/index': (_b: unknown, n: number) => ({ ...ADVISOR, displayChangeQuestionsMsg: n === 1 }),
      'changeSecurityQuestions/index': (_b: unknown, n: number) => ({
        securityQuestionList: [1, 2, 3, 4].map((id) => ({ securityQuestionId: id, description: `Question ${id}` })),
        securityQuestion1: null, securityQuestion2: null, securityQuestion3: null, displayChangeQuestionsMsg: n === 1,
      }),
      'changeSecurityQuestions/save': { result: 'success', errCode: null },
    });
    const host = await renderProfile(QUESTIONS);
    expect((await screen.findByRole('alert')).textContent).toContain('You must choose three new security questions');
    expect(screen.queryByRole('link', { name: 'Choose my security questions' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).not.toContain('Cancel');
    for (const [n, id] of [[1, '2'], [2, '3'], [3, '4']] as const) {
      await fill(host, `securityQuestion${n}`, id);
      await fill(host, `securityAnswer${n}`, `Answer ${n}`);
    }
    save();
    await screen.findByText('Your security questions have been saved.');
    await waitFor(() => expect(host.textContent).not.toContain('You must choose three new security questions'));
    expect(seen.filter((s) => s.path.endsWith('changeProfile/index')).length).toBeGreaterThan(1);
  });

  it('an internal user sees the questions disabled with the service desk', async () => {
    profileApi({ 'changeProfile/index': { ...ADVISOR, isInternalUser: true } });
    const host = await renderProfile(QUESTIONS);
    expect([...host.querySelectorAll<HTMLInputElement>('form input, form select')].every((c) => c.disabled)).toBe(true);
    await waitFor(() => expect(host.querySelector('a[href="mailto:servicedesk@example.com"]')).not.toBeNull());
  });
});

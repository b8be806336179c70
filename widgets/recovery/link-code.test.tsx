import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, PAGE, renderRecovery } from './test-helpers';
import { unloadPage } from '../../tests/harness/page';

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('<mi-recovery> step 3 and the reset code in the address bar (issue 12)', () => {
  it('forgets the code once the question is on screen (replaced, not pushed) and still shows it after a reload', async () => {
    const spy = fakeApi({ step3: [{ questionLabel: 'What was the name of your first pet?', localNumber: 1 }] });
    const before = window.history.length;
    await renderRecovery('#/en/recovery/security?code=abc123');
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    await waitFor(() => expect(window.location.href).toBe(`${PAGE}#/en/recovery/security`));
    expect(window.history.length).toBe(before);
    expect(spy).toHaveBeenCalledTimes(1);

    // A reload opens the address as it now is, without the code: the draft holds it and the question.
    unloadPage();
    const host = await renderRecovery(window.location.hash);
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByLabelText('What was the name of your first pet?')).toBeTruthy();
    expect(host.textContent).not.toContain('We could not reset your password');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a newer link’s code wins over the one the draft holds', async () => {
    const spy = fakeApi({ step3: [{ questionLabel: 'Pet?', localNumber: 1 }, { questionLabel: 'City?', localNumber: 1 }] });
    await renderRecovery('#/en/recovery/security?code=first');
    expect(await screen.findByLabelText('Pet?')).toBeTruthy();
    unloadPage();
    await renderRecovery('#/en/recovery/security?code=second');
    expect(await screen.findByLabelText('City?')).toBeTruthy();
    expect(String(spy.mock.calls[1]?.[0])).toContain('code=second');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/security'));
  });
});

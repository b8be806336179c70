import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRegistration } from './test-helpers';
import { unloadPage } from '../../tests/harness/page';

const PAGE = 'https://portal.example/en/registration.html';
const QUESTIONS = [
  { securityQuestionId: 1, description: 'First pet?' },
  { securityQuestionId: 2, description: 'City of birth?' },
  { securityQuestionId: 3, description: 'First car?' },
];
const valid = { result: 'success', message: QUESTIONS, errCode: null };
const field = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`);

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<mi-registration> activation and the code in the address bar (issue 12)', () => {
  it('forgets the code once the server accepts it (replaced, not pushed); a reload checks the held code again', async () => {
    fakeApi({ 'activationProcess/validateActivation': valid });
    // The harness records paths only; the code travels in the query, so note whole URLs too.
    const answer = globalThis.fetch;
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return answer(input, init);
    });
    const before = window.history.length;
    const host = await renderRegistration(`${PAGE}#/en/registration-process/activate?code=abc`);
    await waitFor(() => expect(field(host, 'securityQuestion1')).toBeTruthy());
    await waitFor(() => expect(window.location.href).toBe(`${PAGE}#/en/registration-process/activate`));
    expect(window.history.length).toBe(before);

    unloadPage();
    const again = await renderRegistration(window.location.href);
    await waitFor(() => expect(field(again, 'securityQuestion1')).toBeTruthy());
    const checks = urls.filter((url) => url.includes('activationProcess/validateActivation'));
    expect(checks).toHaveLength(2);
    expect(checks[1]).toContain('code=abc');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('keeps the code in the address while the server refuses it', async () => {
    fakeApi({ 'activationProcess/validateActivation': { result: 'failure', message: '', errCode: 'reg003' } });
    const host = await renderRegistration(`${PAGE}#/en/registration-process/activate?code=old`);
    await waitFor(() => expect(host.querySelector('[data-status="expired"]')).toBeTruthy());
    expect(window.location.hash).toBe('#/en/registration-process/activate?code=old');
  });
});

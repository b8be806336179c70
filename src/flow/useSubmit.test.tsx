import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ProbeForm, renderFlow, settle } from '../../tests/harness/flow';
import { loginCall } from '../contract/calls';
import { CAPTCHA_FIELD } from '../contract/captcha';
import { useFormCaptcha } from '../features/captcha/useFormCaptcha';
import { captcha as captchaField, simpleEmailField } from '../forms/fields';
import { requestOf } from '../forms/request';
import { defineForm, type FormValues } from '../forms/types';
import { useFormController } from '../ui/useFormController';
import { useFlow } from './context';
import { FlowRoot } from './FlowRoot';
import { useSubmit } from './useSubmit';

// A form with an email and a captcha field, posted to login/login so the fake API answers by that path.
const form = defineForm('probe', [simpleEmailField('emailId'), captchaField()]);
const onSuccess = vi.fn();
let live: string | undefined;

function Probe() {
  const { api } = useFlow();
  const [values, setValues] = useState<FormValues>({ [CAPTCHA_FIELD]: 'token-1' });
  const setValue = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const [notice, setNotice] = useState<string | null>(null);
  const controller = useFormController(form, { values, setValue });
  const captcha = useFormCaptcha('always', setValue);
  captcha.handleRef.current = { reset: () => undefined, getResponse: () => live ?? String(values[CAPTCHA_FIELD] ?? '') };
  const submit = useSubmit({
    form: controller,
    captcha,
    send: (v) => api.call(loginCall, { emailId: requestOf(form, v).emailId, password: 'x' }),
    submitted: 'probe',
    onNotice: setNotice,
    onSuccess,
  });
  const above = (
    <>
      {notice && <p data-testid="notice">{notice}</p>}
      <p data-testid="token">{String(values[CAPTCHA_FIELD] ?? '')}</p>
    </>
  );
  return <ProbeForm controller={controller} field="emailId" onValid={submit} above={above} />;
}

const ProbeFlow = () => <FlowRoot codeContext="registration" views={{ login: Probe }} />;
const URL = 'https://portal.example/en/login.html#/en/login';

async function send(host: HTMLElement): Promise<void> {
  await fill(host, 'emailId', 'ann@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
}

afterEach(() => {
  live = undefined;
  onSuccess.mockReset();
  vi.unstubAllGlobals();
});

describe('useSubmit', () => {
  it('success: mi-submitted, onSuccess, and the captcha token is spent', async () => {
    const seen = fakeApi({ 'login/login': { result: 'success' } });
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    const events: CustomEvent[] = [];
    host.addEventListener('mi-submitted', (e) => events.push(e as CustomEvent));
    await send(host);
    expect(seen.map((r) => r.path)).toContain('/mi/en/login/login');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(events[0]?.detail).toEqual({ form: 'probe' });
    expect(screen.getByTestId('token').textContent).toBe('');
  });

  it('a stale captcha (the live response differs) is reset with the expired message and nothing is sent', async () => {
    const seen = fakeApi({ 'login/login': { result: 'success' } });
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    live = 'token-2';
    await send(host);
    expect(seen.filter((r) => r.path.endsWith('login/login'))).toHaveLength(0);
    expect(screen.getByRole('group', { name: /^(Please fix|Veuillez corriger)/ }).textContent).toMatch(/expired/i);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('a code whose fields are not on screen (sc001 names the dealer codes) becomes a notice', async () => {
    fakeApi({ 'login/login': { result: 'failure', errCode: 'sc001' } });
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    await send(host);
    expect(screen.getByTestId('notice').textContent).toBe('errors.codes.sc001');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('the refused captcha code resets the captcha and shows the expired message on it', async () => {
    fakeApi({ 'login/login': { result: 'failure', errCode: 'captcha' } });
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    await send(host);
    expect(screen.getByRole('group', { name: /^(Please fix|Veuillez corriger)/ }).textContent).toMatch(/expired/i);
    expect(screen.getByTestId('token').textContent).toBe('');
  });

  it('an unknown code shows the flow error page', async () => {
    fakeApi({ 'login/login': { result: 'failure', errCode: 'zz999' } });
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    await send(host);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    // The error page's code loads on demand (LazyView): a cold module takes longer than settle() waits.
    await waitFor(() => expect(host.textContent).toMatch(/went wrong/i));
  });

  it('a busy server (429) keeps the form and says to try again in a moment', async () => {
    fakeApi({ 'login/login': 429 });
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    await send(host);
    expect(screen.getByTestId('notice').textContent).toBe('errors.http.429');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

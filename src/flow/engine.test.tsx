import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ProbeForm, renderFlow, settle } from '../../tests/harness/flow';
import { loginCall } from '../contract/calls';
import { simpleEmailField } from '../forms/fields';
import { requestOf } from '../forms/request';
import { defineForm, type FormValues } from '../forms/types';
import { PageHeading } from '../ui/PageHeading';
import { useFormController } from '../ui/useFormController';
import { useFlow } from './context';
import { forgetEngine, loadedEngine } from './engine';
import { useCodeKey } from './useEngine';
import { FlowRoot } from './FlowRoot';
import { useSubmit } from './useSubmit';

// The submit engine (validation, summary, the call's outcome) is not on any first screen: these tests start
// from a page where no form was used yet, which tests/setup.ts otherwise spares every test.
const form = defineForm('probe', [simpleEmailField('emailId')]);
const onSuccess = vi.fn();
let initial: FormValues = {};

function Probe() {
  const { api } = useFlow();
  const [values, setValues] = useState<FormValues>(initial);
  const controller = useFormController(form, { values, setValue: (name, value) => setValues((v) => ({ ...v, [name]: value })) });
  const submit = useSubmit({
    form: controller,
    send: (v) => api.call(loginCall, { emailId: requestOf(form, v).emailId, password: 'x' }),
    onSuccess,
  });
  return <ProbeForm controller={controller} field="emailId" onValid={submit} />;
}

const ProbeFlow = () => <FlowRoot codeContext="login" views={{ login: Probe }} />;
const URL = 'https://portal.example/en/login.html#/en/login';
const OK = { 'login/login': { result: 'success', message: '', errCode: '' } };

beforeEach(() => {
  forgetEngine();
  initial = {};
});

afterEach(() => {
  onSuccess.mockReset();
  vi.doUnmock('./submitEngine');
});

describe('the submit engine on demand', () => {
  it('is not loaded by rendering a form; the first keystroke asks for it', async () => {
    fakeApi(OK);
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    await settle();
    expect(loadedEngine()).toBeUndefined();
    await fill(host, 'emailId', 'a');
    await waitFor(() => expect(loadedEngine()).toBeDefined());
  });

  it('a submit before it arrived validates once it is in: the summary with focus, nothing sent', async () => {
    const seen = fakeApi(OK);
    await renderFlow('mi-probe', ProbeFlow, URL);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toContain('Please fix 1 error before proceeding');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(seen).toHaveLength(0);
  });

  it('a valid form submitted twice while it loads is sent once', async () => {
    initial = { emailId: 'ann@example.com' };
    const seen = fakeApi(OK);
    await renderFlow('mi-probe', ProbeFlow, URL);
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await settle();
    expect(seen.filter((r) => r.path.endsWith('login/login'))).toHaveLength(1);
  });

  it('when it cannot load (network gone), the submit shows the connection error and keeps what was typed', async () => {
    vi.doMock('./submitEngine', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    initial = { emailId: 'ann@example.com' };
    const seen = fakeApi(OK);
    const host = await renderFlow('mi-probe', ProbeFlow, URL);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'We could not reach the server' });
    expect(seen).toHaveLength(0);
    vi.doUnmock('./submitEngine');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await screen.findByRole('heading', { name: 'Probe' });
    expect(host.querySelector<HTMLInputElement>('[name="emailId"]')?.value).toBe('ann@example.com');
  });
});

describe('a server code ending the flow (emitCodeError)', () => {
  it('names the catalogue message in mi-error, once the catalogue is in; the generic one when it cannot load', async () => {
    const { emitCodeError } = await import('./codeError');
    const host = document.createElement('div');
    const heard: unknown[] = [];
    host.addEventListener('mi-error', (e) => heard.push((e as CustomEvent).detail));
    emitCodeError(host, 'sc001', 'recovery');
    expect(heard).toEqual([]);
    await waitFor(() => expect(heard).toEqual([{ code: 'sc001', messageKey: 'errors.codes.fpwd002' }]));
    // Loaded: at once.
    emitCodeError(host, 'nope', 'recovery');
    expect(heard[1]).toEqual({ code: 'nope', messageKey: 'errors.codes.generic' });

    forgetEngine();
    vi.doMock('./submitEngine', () => {
      throw new Error('offline');
    });
    emitCodeError(host, 'sc001', 'recovery');
    await waitFor(() => expect(heard[2]).toEqual({ code: 'sc001', messageKey: 'errors.codes.generic' }));
  });
});

describe('useCodeKey', () => {
  function Reason({ code }: { code: string | null }) {
    const key = useCodeKey(code, 'recovery');
    return <p data-testid="reason">{key ?? 'waiting'}</p>;
  }

  it('loads the catalogue only for a code to show, and gives its message key once it is in', async () => {
    const { render } = await import('@testing-library/preact');
    const view = render(<Reason code={null} />);
    await settle();
    expect(screen.getByTestId('reason').textContent).toBe('waiting');
    expect(loadedEngine()).toBeUndefined();
    view.rerender(<Reason code="sc001" />);
    expect(screen.getByTestId('reason').textContent).toBe('waiting');
    await waitFor(() => expect(screen.getByTestId('reason').textContent).toBe('errors.codes.fpwd002'));
  });
});

describe("a server code's error page", () => {
  function Fails() {
    const { fail } = useFlow();
    return (
      <section>
        <PageHeading>Probe</PageHeading>
        <button type="button" onClick={() => fail({ kind: 'code', code: 'sc001' })}>Code</button>
        <button type="button" onClick={() => fail({ kind: 'failure', failure: { kind: 'http', status: 500 } })}>500</button>
      </section>
    );
  }
  const FailsFlow = () => <FlowRoot codeContext="recovery" views={{ login: Fails }} />;

  it("shows the code's message once the catalogue is in", async () => {
    const host = await renderFlow('mi-probe', FailsFlow, URL);
    fireEvent.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(host.textContent).toContain("We couldn’t find an account associated with that email address."));
    expect(loadedEngine()).toBeDefined();
  });

  it("a failed call's page shows without the engine", async () => {
    const host = await renderFlow('mi-probe', FailsFlow, URL);
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await settle();
    expect(host.textContent).toContain('Client Relations');
    expect(loadedEngine()).toBeUndefined();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { renderFlow, testConfig } from '../../tests/harness/flow';
import { PageHeading } from '../ui/PageHeading';
import { useFlow } from './context';
import { composeTitle, FlowRoot } from './FlowRoot';
import { failureDetail } from './problemWords';

function Login() {
  const { fail, go } = useFlow();
  const [typed, setTyped] = useState('');
  return (
    <section>
      <PageHeading>Login view</PageHeading>
      <input name="emailId" aria-label="Email" value={typed} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} />
      <button type="button" onClick={() => fail({ kind: 'failure', failure: { kind: 'http', status: 500 } })}>
        break
      </button>
      <button type="button" onClick={() => go('recoveryVerifyEmail')}>
        elsewhere
      </button>
    </section>
  );
}

const TestFlow = () => <FlowRoot codeContext="login" views={{ login: Login }} wizard={{ steps: { login: 1 }, labelKeys: ['routes.login'] }} />;

describe('FlowRoot', () => {
  it('renders the view of the route, emits mi-step-change and sets the title', async () => {
    const events: CustomEvent[] = [];
    document.addEventListener('mi-step-change', (e) => events.push(e as CustomEvent), { once: true });
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/login.html#/en/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login view');
    expect(events[0]?.detail).toEqual({ route: 'login', step: 1, total: 1 });
    expect(document.title).toMatch(/^Log in/);
  });

  it('shows its first screen on a page the config does not name (a new CMS page), not the 404', async () => {
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/help/sign-in.html');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login view');
    expect(window.location.hash).toBe('#/en/login');
    // The home page keeps its '/' (the loader's redirector runs there).
    document.body.replaceChildren();
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/');
    expect(window.location.hash).toBe('#/en/');
  });

  it('shows the 404 for an unknown route and for a route of another area (the guard), with its title', async () => {
    document.title = 'Advisor portal';
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/login.html#/en/nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/could not be found/i);
    // A way forward that needs no previous page (a link opened in a new tab has none): the portal's home page.
    expect(screen.getByRole('link', { name: 'Go to the advisor portal home page' }).getAttribute('href')).toBe('/en/');
    // The page opened on it: its title comes with the not-found page's words; focus stays where the page put it.
    await waitFor(() => expect(document.title).toBe('This page could not be found | Advisor portal'));
    expect(document.activeElement).toBe(document.body);
    // Reached by navigation, a 404 takes focus to its heading like any later screen.
    window.location.hash = '#/en/somewhere-else';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(document.activeElement?.textContent).toMatch(/could not be found/i);
    document.title = '';
    document.body.replaceChildren();
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/login.html#/en/recovery/verify-email');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/could not be found/i);
    // A site whose page config names no home page gets no link to a made-up one.
    document.body.replaceChildren();
    const { entry: _home, ...pages } = testConfig().pages;
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/login.html#/en/nowhere', testConfig({ pages }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/could not be found/i);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('replaces the view by the error page on a failure, emits mi-error, and offers the way back to the form', async () => {
    const host = await renderFlow('mi-test-login', TestFlow, 'https://portal.example/fr/login.html#/fr/login');
    const errors: CustomEvent[] = [];
    host.addEventListener('mi-error', (e) => errors.push(e as CustomEvent));
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a@b.ca' } });
    fireEvent.click(screen.getByText('break'));
    await screen.findByText(/Retour au formulaire/);
    expect(host.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(errors[0]?.detail).toEqual({ code: '500', messageKey: 'ui.errors.server.message' });
    fireEvent.click(screen.getByText(/Retour au formulaire/));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login view'));
  });

  it('gives the error page its own title and moves focus to its heading; back on the form, the route\'s again', async () => {
    document.title = 'Log in | Advisor portal';
    await renderFlow('mi-test-login', TestFlow, 'https://portal.example/en/login.html#/en/login');
    expect(document.title).toBe('Log in | Advisor portal');
    fireEvent.click(screen.getByText('break'));
    // Focus and title come with the page (the same commit), not a frame after it: checked as soon as it shows.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe('Something went wrong | Log in | Advisor portal');
    fireEvent.click(screen.getByText(/Back to the form/));
    const back = await screen.findByRole('heading', { level: 1, name: 'Login view' });
    expect(document.activeElement).toBe(back);
    expect(document.title).toBe('Log in | Advisor portal');
    document.title = '';
  });

  it('a step opened without what it needs (its guard) goes to the first step, replacing the address', async () => {
    let answered = false;
    const Guarded = () => (
      <FlowRoot
        codeContext="recovery"
        views={{ recoveryVerifyEmail: () => <PageHeading>Step one</PageHeading>, recoverySuccess: () => <PageHeading>Done</PageHeading> }}
        wizard={{ steps: { recoveryVerifyEmail: 1, recoverySuccess: 2 }, labelKeys: ['a', 'b'] }}
        guards={{ recoverySuccess: () => answered }}
      />
    );
    await renderFlow('mi-test-guard', Guarded, 'https://portal.example/en/recovery.html#/en/recovery/success');
    await waitFor(() => expect(window.location.hash).toBe('#/en/recovery/verify-email'));
    await screen.findByRole('heading', { level: 1, name: 'Step one' });
    document.body.replaceChildren();
    answered = true;
    await renderFlow('mi-test-guard', Guarded, 'https://portal.example/en/recovery.html#/en/recovery/success');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Done');
  });

  it('composes the title without saying a name twice', () => {
    expect(composeTitle('Log in', 'Log in | Advisor portal')).toBe('Log in | Advisor portal');
    expect(composeTitle('Step 1 Register', 'Register | Advisor portal')).toBe('Step 1 Register | Register | Advisor portal');
    expect(composeTitle('Connexion', '')).toBe('Connexion');
  });

  it('names the message key the page shows in mi-error details', () => {
    expect(failureDetail({ kind: 'network', details: 'x' })).toEqual({ code: 'network', messageKey: 'ui.errors.connect.message' });
    expect(failureDetail({ kind: 'http', status: 404 })).toEqual({ code: '404', messageKey: 'errors.http.404' });
  });
});

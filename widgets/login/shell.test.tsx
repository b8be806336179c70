import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type SeenRequest } from '../../tests/harness/flow';
import { flushDrafts } from '../../src/element/draft';
import { loadMessages } from '../../src/i18n/messages';
import type { Locale } from '../../src/i18n/locale';
import { renderLogin, testConfig } from './test-helpers';
import { shellText } from '../../scripts/site';
import { renderLoginShell } from './shell';

/** The host page's `<mi-login>` with its prerendered first screen, in the document. */
function prerenderedHost(locale: Locale, sendable = false): HTMLElement {
  const markup = renderLoginShell({ locale, t: shellText(locale), config: testConfig(), sendable });
  const element = new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild as HTMLElement;
  document.body.append(document.adoptNode(element));
  return element;
}

let seen: SeenRequest[];
beforeEach(() => {
  seen = fakeApi({ 'loggedInStatus/index': { loggedIn: false }, 'login/login': 401 });
});
afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
});

describe("<mi-login>'s prerendered first screen", () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`is the markup the widget renders on a first visit, attribute for attribute (${locale})`, async () => {
      const rendered = await renderLogin(`https://portal.example/${locale}/login.html`);
      const shell = prerenderedHost(locale, true);
      shell.remove();
      for (const tree of [rendered, shell])
        for (const el of tree.querySelectorAll('*')) {
          // Each render in this file is another instance (mi-login-2, login-3 …); a page's first is the shell's.
          for (const name of ['id', 'for', 'aria-controls', 'aria-describedby']) {
            const value = el.getAttribute(name);
            if (value) el.setAttribute(name, value.replace(/^mi-login-\d+-login-\d+-/, 'mi-login-1-login-1-'));
          }
          // happy-dom does not reflect the spellcheck property preact sets; the e2e test compares it in Chromium.
          el.removeAttribute('spellcheck');
        }
      // The host's own attributes (class, lang) are set by WidgetRoot; the page writes them into the tag.
      expect(shell.isEqualNode(rendered), `shell:\n${shell.outerHTML}\nwidget:\n${rendered.outerHTML}`).toBe(true);
    });
  }

  it('keeps its send and show-password buttons disabled, and a script submit a no-op, until the widget takes over', () => {
    const host = prerenderedHost('en');
    const buttons = Array.from(host.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Show password', 'Log in']);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    // form.submit() ignores disabled buttons; a dialog-method form outside a dialog submits nothing.
    expect(host.querySelector('form')?.getAttribute('method')).toBe('dialog');
  });

  it('is taken over in place: what was typed stays and is sent, focus stays in its field, the buttons work', async () => {
    const host = prerenderedHost('fr');
    const email = host.querySelector<HTMLInputElement>('input[name="emailId"]')!;
    const password = host.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'avant@example.com';
    password.value = 'Tapé-avant-1';
    password.focus();

    // As defineWidget does: the tag is defined once the page language's messages are in.
    await loadMessages('fr', 'mi-login');
    await renderLogin('https://portal.example/fr/login.html', testConfig(), host);

    expect(host.querySelectorAll('input').length).toBe(2);
    expect(host.querySelector('input[name="emailId"]')).toBe(email);
    expect(host.querySelector('input[name="password"]')).toBe(password);
    expect(email.value).toBe('avant@example.com');
    expect(password.value).toBe('Tapé-avant-1');
    expect(document.activeElement).toBe(password);
    // The typed email is in the tab's draft at once (a reload or a look at another page keeps it); the password never is.
    flushDrafts();
    const drafts = JSON.stringify(Object.values(window.sessionStorage));
    expect(drafts).toContain('avant@example.com');
    expect(drafts).not.toContain('Tapé-avant-1');
    const send = screen.getByRole('button', { name: 'Se connecter' });
    expect(send.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');

    fireEvent.click(send);
    await waitFor(() => expect(seen.some((r) => r.path.endsWith('login/login'))).toBe(true));
    expect(seen.find((r) => r.path.endsWith('login/login'))?.body).toMatchObject({ emailId: 'avant@example.com', password: 'Tapé-avant-1' });
  });
});

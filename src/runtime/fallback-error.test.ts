import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from 'virtual:loader-messages';
import { fallbackErrorNode, supportFromPage } from './fallback-error';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function pageConfig(json: string): void {
  document.head.innerHTML = `<script type="application/json" id="mi-portal-config">${json}</script>`;
}

describe('fallback error page', () => {
  it('shows the Client Relations phones, email and hours the page config gives', () => {
    pageConfig('{"support":{"phones":["1-888-000-0000"],"email":"cr@corp.example","schedule":"extended"}}');
    const box = fallbackErrorNode(document, messages.en, supportFromPage(document));
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['tel:18880000000', 'mailto:cr@corp.example']);
    expect(box.textContent).toContain(messages.en.schedule.extended);
    expect(box.textContent).not.toContain(messages.en.contactMissing);
  });

  it('offers a Reload button that reloads the page', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const box = fallbackErrorNode(document, messages.fr, { email: 'cr@corp.example' });
    const buttons = [...box.querySelectorAll('button')];
    expect(buttons.map((b) => [b.type, b.textContent])).toEqual([['button', 'Recharger la page']]);
    buttons[0]?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without support says contact details are not configured, invents none, and logs the setting once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageConfig('{"token":"t"}');
    const first = fallbackErrorNode(document, messages.fr, supportFromPage(document));
    const second = fallbackErrorNode(document, messages.fr, undefined);
    for (const box of [first, second]) {
      expect(box.querySelector('h2')?.textContent).toBe(messages.fr.title);
      expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual([messages.fr.body, 'Les coordonnées ne sont pas configurées sur cette page.']);
      expect(box.querySelector('a')).toBeNull();
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"support"');
  });
});

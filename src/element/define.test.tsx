import { waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { useT } from '../i18n/context';
import { loadMessages } from '../i18n/messages';
import { defineWidget, type FlowProps } from './define';
import { useWidget } from './context';
import { emit } from './events';

function Counter({ container }: FlowProps) {
  const { t } = useT();
  const { idPrefix } = useWidget();
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      id={`${idPrefix}-button`}
      onClick={() => {
        setCount(count + 1);
        emit(container, 'mi-submitted', { form: 'counter' });
      }}
    >
      {t('ui.optional')} {count}
    </button>
  );
}

defineWidget('mi-test-counter', Counter, { en: {}, fr: {} });

describe('defineWidget', () => {
  it('renders in light DOM with lang set, ids unique per instance and state per instance', async () => {
    window.happyDOM?.setURL('https://portal.example/fr/page.html');
    document.body.innerHTML = '<mi-test-counter></mi-test-counter><mi-test-counter></mi-test-counter>';
    const [a, b] = Array.from(document.querySelectorAll('mi-test-counter')) as HTMLElement[];
    await waitFor(() => expect(a!.querySelector('button')).not.toBeNull());
    await waitFor(() => expect(b!.querySelector('button')).not.toBeNull());
    expect(a!.shadowRoot).toBeNull();
    expect(a!.getAttribute('lang')).toBe('fr-CA');
    expect(a!.querySelector('button')!.id).not.toBe(b!.querySelector('button')!.id);

    a!.querySelector('button')!.click();
    await waitFor(() => expect(a!.textContent).toMatch(/1$/));
    expect(b!.textContent).toMatch(/0$/);
  });

  it('dispatches mi- events that bubble and cross shadow boundaries', async () => {
    document.body.innerHTML = '<div id="outer"><mi-test-counter></mi-test-counter></div>';
    const received: CustomEvent[] = [];
    document.getElementById('outer')!.addEventListener('mi-submitted', (e) => received.push(e));
    const el = document.querySelector('mi-test-counter') as HTMLElement;
    await waitFor(() => expect(el.querySelector('button')).not.toBeNull());
    el.querySelector('button')!.click();
    expect(received).toHaveLength(1);
    expect(received[0]!.detail).toEqual({ form: 'counter' });
    expect(received[0]!.composed).toBe(true);
  });

  it('renders its screen in its first render once the page language’s messages are in: no placeholder between', async () => {
    window.happyDOM?.setURL('https://portal.example/en/page.html');
    await loadMessages('en', 'mi-test-counter');
    await waitFor(() => expect(customElements.get('mi-test-counter')).toBeDefined());
    const host = document.createElement('mi-test-counter');
    const added: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.push(node.className || node.localName);
    }).observe(host, { childList: true, subtree: true });
    document.body.replaceChildren(host);
    // Connected, upgraded and rendered in the same task.
    expect(host.querySelector('button')?.textContent).toMatch(/0$/);
    await new Promise((done) => setTimeout(done, 0));
    expect(added).not.toContain('mi-loading');
    expect(added).toContain('button');
  });

  it('takes the locale attribute over the page path', async () => {
    window.happyDOM?.setURL('https://portal.example/fr/page.html');
    document.body.innerHTML = '<mi-test-counter locale="en"></mi-test-counter>';
    const el = document.querySelector('mi-test-counter') as HTMLElement;
    await waitFor(() => expect(el.getAttribute('lang')).toBe('en-CA'));
  });
});

declare global {
  interface Window {
    happyDOM?: { setURL(url: string): void };
  }
}

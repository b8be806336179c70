import { afterEach, describe, expect, it } from 'vitest';
import { instanceKey } from './instance';

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

function keyAt(path: string, markup: string): string {
  history.replaceState(null, '', path);
  document.body.innerHTML = markup;
  const host = document.body.querySelector<HTMLElement>('[data-host]');
  if (!host) throw new Error('no host');
  return instanceKey(host);
}

describe('instanceKey', () => {
  it('is the same for a page in either language, so the language switch keeps what was typed', () => {
    const en = keyAt('/en/contact.html', '<mi-contact data-host></mi-contact>');
    expect(keyAt('/fr/contact.html', '<mi-contact data-host></mi-contact>')).toBe(en);
    expect(keyAt('/content/mi/fr/contact.html', '<mi-contact data-host></mi-contact>')).toBe(keyAt('/content/mi/en/contact.html', '<mi-contact data-host></mi-contact>'));
    expect(keyAt('/fr', '<mi-contact data-host></mi-contact>')).toBe(keyAt('/en', '<mi-contact data-host></mi-contact>'));
  });

  it('tells other pages, other instances and other ids apart', () => {
    const contact = keyAt('/en/contact.html', '<mi-contact data-host></mi-contact>');
    expect(keyAt('/en/contact-us.html', '<mi-contact data-host></mi-contact>')).not.toBe(contact);
    // A segment that only starts like a language is the page's own.
    expect(keyAt('/english/contact.html', '<mi-contact data-host></mi-contact>')).not.toBe(contact);
    expect(keyAt('/en/contact.html', '<mi-contact></mi-contact><mi-contact data-host></mi-contact>')).not.toBe(contact);
    expect(keyAt('/en/contact.html', '<mi-contact id="help" data-host></mi-contact>')).toBe(keyAt('/fr/contact.html', '<mi-contact id="help" data-host></mi-contact>'));
    expect(keyAt('/en/contact.html', '<mi-contact id="help" data-host></mi-contact>')).not.toBe(contact);
  });
});

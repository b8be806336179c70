import { describe, expect, it } from 'vitest';
import { altchaLanguage, defaultWorkerBase, loadAltcha } from './loadAltcha';

describe('loadAltcha', () => {
  it('defines <altcha-widget> from the external build, registers workers and the Canadian French strings', async () => {
    await loadAltcha('fr', 'https://portal.example/dist/altcha/');
    expect(customElements.get('altcha-widget')).toBeTruthy();
    expect(globalThis.$altcha.algorithms.has('PBKDF2/SHA-256')).toBe(true);
    expect(globalThis.$altcha.algorithms.has('SHA-256')).toBe(true);
    expect(globalThis.$altcha.i18n.get('fr-ca')?.label).toBe('Je ne suis pas un robot');
    // No inline <style> injected: the external build relies on the captcha's stylesheet (strict CSP), linked
    // once from next to the workers, only now that a captcha shows.
    expect(document.querySelectorAll('style')).toHaveLength(0);
    await loadAltcha('en', 'https://portal.example/dist/altcha/');
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(['https://portal.example/dist/altcha/captcha.css']);
  });

  it('maps locales and puts workers next to the chunk by default', () => {
    expect(altchaLanguage('fr')).toBe('fr-ca');
    expect(altchaLanguage('en')).toBe('en');
    expect(defaultWorkerBase()).toMatch(/\/altcha\/$/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadRecaptcha, recaptchaScriptUrl } from './loadRecaptcha';

describe('loadRecaptcha', () => {
  it('builds the explicit-render URL with the page language', () => {
    expect(recaptchaScriptUrl('en')).toBe('https://www.google.com/recaptcha/api.js?render=explicit&hl=en&onload=miRecaptchaLoaded');
    expect(recaptchaScriptUrl('fr')).toContain('hl=fr-CA');
  });

  it('adds the script once and resolves when Google calls back', async () => {
    // happy-dom refuses to fetch scripts: keep the tag out of the document and inspect it instead.
    const added: Node[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node);
      return node;
    });
    const first = loadRecaptcha('en');
    const again = loadRecaptcha('en');
    expect(again).toBe(first);
    expect(added).toHaveLength(1);
    const script = added[0] as HTMLScriptElement;
    expect(script.src).toBe(recaptchaScriptUrl('en'));
    expect(script.async).toBe(true);
    const g = { render: () => 1, reset: () => {}, getResponse: () => '' };
    window.grecaptcha = g;
    window.miRecaptchaLoaded?.();
    await expect(first).resolves.toBe(g);
    vi.restoreAllMocks();
  });
});

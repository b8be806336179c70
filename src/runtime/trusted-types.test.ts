import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAllowedScriptUrl, TRUSTED_TYPES_POLICY, trustedScriptUrl } from './trusted-types';

const POLICY = Symbol.for('mi-portal.trusted-types-policy');
type Global = { trustedTypes?: unknown; [POLICY]?: unknown };

afterEach(() => {
  delete (globalThis as Global).trustedTypes;
  delete (globalThis as Global)[POLICY];
  vi.restoreAllMocks();
});

describe('isAllowedScriptUrl', () => {
  const page = 'https://portal.example/en/registration.html';
  it('allows same-origin scripts and reCAPTCHA api.js only', () => {
    expect(isAllowedScriptUrl('https://portal.example/mi-portal/chunks/altcha/sha.js', page)).toBe(true);
    expect(isAllowedScriptUrl('/mi-portal/chunks/altcha/pbkdf2.js', page)).toBe(true);
    expect(isAllowedScriptUrl('https://www.google.com/recaptcha/api.js?render=explicit', page)).toBe(true);
    for (const url of ['https://evil.example/x.js', '//evil.example/x.js', 'https://www.google.com/evil.js', 'data:text/javascript,alert(1)', 'https://u:p@portal.example/x.js', 'javascript:alert(1)']) {
      expect(isAllowedScriptUrl(url, page), url).toBe(false);
    }
  });
});

describe('trustedScriptUrl', () => {
  it('hands back the plain URL where the browser has no Trusted Types', () => {
    expect(trustedScriptUrl(new URL('https://portal.example/a.js'))).toBe('https://portal.example/a.js');
  });

  it('creates the mi-portal policy once and passes script URLs through its check', () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL: (url: string) => string }) => ({
      createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }),
    }));
    (globalThis as Global).trustedTypes = { createPolicy };
    const made: unknown = trustedScriptUrl(`${location.origin}/w.js`);
    expect(made).toEqual({ trusted: `${location.origin}/w.js` });
    expect(() => trustedScriptUrl('https://evil.example/x.js')).toThrow(/refused/);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY);
  });

  it('says once, naming the policy, when the page does not allow it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as Global).trustedTypes = { createPolicy: () => { throw new TypeError('disallowed'); } };
    expect(trustedScriptUrl('/a.js')).toBe('/a.js');
    trustedScriptUrl('/b.js');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"mi-portal"');
  });
});

/**
 * Trusted Types (CSP `require-trusted-types-for 'script'`): the widgets hand the browser a script URL in
 * two places only, the captcha's proof-of-work workers and Google's reCAPTCHA script. Both go through
 * one policy that lets only those URLs through, so a host page can enforce Trusted Types and list it.
 */

/** The policy name a page enforcing Trusted Types lists in `trusted-types` (ALTCHA's own is `svelte-trusted-html`). */
export const TRUSTED_TYPES_POLICY = 'mi-portal';

/** The script URLs allowed besides same-origin ones: reCAPTCHA's api.js (see loadRecaptcha). */
const ALLOWED_PREFIXES = ['https://www.google.com/recaptcha/'];

// The DOM typings of this TypeScript version lack Trusted Types: the few members used here.
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): ScriptUrlPolicy;
}

// Kept on globalThis (not in module state): the loader and the widget chunks are separate bundles, and
// a second createPolicy with the same name is refused where Trusted Types are enforced.
const POLICY = Symbol.for('mi-portal.trusted-types-policy');
type Registry = { [POLICY]?: ScriptUrlPolicy | null; trustedTypes?: PolicyFactory };

/** True for a script URL the widgets may load: same-origin as the page, or reCAPTCHA's script. */
export function isAllowedScriptUrl(url: string, pageHref: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, pageHref);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  return parsed.origin === new URL(pageHref).origin || ALLOWED_PREFIXES.some((prefix) => parsed.href.startsWith(prefix));
}

function policy(): ScriptUrlPolicy | null {
  const registry = globalThis as Registry;
  if (registry[POLICY] !== undefined) return registry[POLICY];
  let created: ScriptUrlPolicy | null = null;
  try {
    created =
      registry.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (!isAllowedScriptUrl(url, globalThis.location.href)) throw new TypeError(`[mi-portal] script URL refused: ${url}`);
          return url;
        },
      }) ?? null;
  } catch (error) {
    // The page's `trusted-types` list does not name the policy: the sink will report the violation itself.
    console.error(`[mi-portal] the page's Content-Security-Policy does not allow the "${TRUSTED_TYPES_POLICY}" Trusted Types policy`, error);
  }
  registry[POLICY] = created;
  return created;
}

/**
 * A script URL for a script sink (`new Worker`, `script.src`): a TrustedScriptURL where the browser
 * supports Trusted Types, else the plain string. Typed as a string because that is what the sinks'
 * typings accept; the browser takes either.
 */
export function trustedScriptUrl(url: URL | string): string {
  const text = String(url);
  const made = policy()?.createScriptURL(text);
  return made === undefined ? text : (made as string);
}

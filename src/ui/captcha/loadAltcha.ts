import type { Locale } from '../../i18n/locale';
import { trustedScriptUrl } from '../../runtime/trusted-types';

/** The algorithms altcha's own build bundles, and the worker file (copied by the build) that computes each. */
const ALGORITHMS: Record<string, string> = {
  'PBKDF2/SHA-256': 'pbkdf2.js',
  'PBKDF2/SHA-384': 'pbkdf2.js',
  'PBKDF2/SHA-512': 'pbkdf2.js',
  'SHA-256': 'sha.js',
  'SHA-384': 'sha.js',
  'SHA-512': 'sha.js',
};

/** Where the build puts altcha's worker files: an `altcha/` folder next to the chunk holding this module. */
export function defaultWorkerBase(): string {
  return withSlash(new URL('./altcha/', import.meta.url).href);
}

/** A folder URL must end in `/` or `new URL(file, base)` would replace its last segment. */
function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

let core: Promise<void> | undefined;
let french: Promise<unknown> | undefined;
let sheet: Promise<unknown> | undefined;

/** The build's captcha stylesheet (ALTCHA's own and our overrides of its markup), next to the workers. */
export const CAPTCHA_STYLESHEET = 'captcha.css';

/**
 * Adds the captcha's stylesheet to the page once, as a <link> (style-src 'self'); settles when it applies or
 * failed (an unstyled captcha still works), so the widget does not show before its styles.
 */
function captchaStylesheet(href: string): Promise<unknown> {
  sheet ??= new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = done;
    document.head.append(link);
  });
  return sheet;
}

/**
 * Loads altcha on demand, with its stylesheet: only pages that show a captcha download either. The
 * `external` build is used because it injects no <style> and inlines no worker blob, so it runs under a CSP
 * without 'unsafe-inline' or blob:. Workers are plain same-origin script files, allowed by `worker-src 'self'`.
 */
export function loadAltcha(locale: Locale, workerBase: string = defaultWorkerBase()): Promise<void> {
  const base = withSlash(workerBase);
  core ??= import('altcha/external').then(() => {
    for (const [algorithm, file] of Object.entries(ALGORITHMS)) {
      globalThis.$altcha.algorithms.set(algorithm, () => new Worker(trustedScriptUrl(new URL(file, base))));
    }
    // The footer ("Protected by ALTCHA" and a link) is HTML set through innerHTML as a plain string, which a
    // page enforcing Trusted Types refuses; set before any widget exists, so it is never rendered.
    globalThis.$altcha.defaults.set('hideFooter', true);
  });
  const ready: Promise<unknown>[] = [core, captchaStylesheet(new URL(CAPTCHA_STYLESHEET, base).href)];
  if (locale === 'fr') {
    // The language file registers into the global the core created, so it must load after it.
    french ??= core.then(() => import('altcha/i18n/fr-ca'));
    ready.push(french);
  }
  return Promise.all(ready).then(() => undefined);
}

/** The altcha `language` attribute for a locale (Canadian French strings exist in the package). */
export function altchaLanguage(locale: Locale): string {
  return locale === 'fr' ? 'fr-ca' : 'en';
}

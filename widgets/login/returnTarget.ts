import type { PageConfig } from '../../src/config/config';
import type { Locale } from '../../src/i18n/locale';
import { parseHash } from '../../src/router/hash';
import { hostPagePath } from '../../src/router/pages';
import { resolveReturnUrl } from '../../src/router/redirector';
import type { LoginLocation } from './redirects';

// Loaded only after a successful login (the redirector and its URL checks are not needed to show the form).

/**
 * Where a successful login goes when the query carries `url`: the full same-origin URL, or null when
 * there is none or it is not a safe same-origin path (then the profile page is used). Never an open redirect.
 */
export function loginReturnTarget(url: string | undefined, config: PageConfig, locale: Locale, location: LoginLocation): string | null {
  if (url === undefined || url === '') return null;
  const origin = new URL(location.href).origin;
  const target = resolveReturnUrl(url, origin, locale, config, location.pathname);
  if (target === null) return null;
  // The login page itself would leave the visitor, now signed in, on an empty login form: the profile instead.
  const { pathname, hash } = new URL(target);
  const loginPage = pathname === (hostPagePath('login', locale, config) ?? location.pathname);
  return parseHash(hash).path === '/login' || (loginPage && !hash.startsWith('#/')) ? null : target;
}

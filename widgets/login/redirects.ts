import { isPerfHost, type PageConfig } from '../../src/config/config';
import type { Locale } from '../../src/i18n/locale';
import { withLocale } from '../../src/router/pages';

/** The parts of `window.location` these helpers read. */
export interface LoginLocation {
  readonly href: string;
  readonly hostname: string;
  readonly pathname: string;
}

/**
 * On the performance-test host the login page sends users to the configured performance-environment
 * login link (`{locale}` substituted). Returns that URL, or null when not on that host, when no link
 * is configured, or when this page already is that link (no redirect loop).
 */
export function perfLoginTarget(config: PageConfig, locale: Locale, location: LoginLocation): string | null {
  if (!isPerfHost(config, location.hostname) || config.perfLoginUrl === '') return null;
  let target: URL;
  try {
    target = new URL(withLocale(config.perfLoginUrl, locale), location.href);
  } catch {
    return null;
  }
  const here = new URL(location.href);
  if (target.origin === here.origin && target.pathname === here.pathname) return null;
  return target.href;
}

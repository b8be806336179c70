import type { PageConfig } from '../../config/config';

/**
 * The one place the ALTCHA challenge URL is built: an absolute URL as configured, a path under the API
 * base (whatever trailing slash the base has), relative to the page when there is no base.
 */
export function challengeUrl(config: Pick<PageConfig, 'apiBase' | 'captcha'>): string {
  const path = config.captcha?.challengeUrl ?? '/mi/api/captcha/challenge';
  if (/^https?:\/\//i.test(path)) return path;
  const base = config.apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

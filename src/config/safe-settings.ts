/**
 * The page config names pages the widgets link and redirect to. A wrong or injected value there would
 * send users off-site, so such values are refused where the config is parsed: reported once and dropped.
 */
import { LOCALES } from '../i18n/locale';
import { isHttpsUrl, isSameOriginPath } from '../router/safe-url';
import type { PageConfig } from './config';
import { reportBadSetting } from './missing';

const SAME_ORIGIN_PATH = 'a same-origin path starting with a single "/" (e.g. "/{locale}/login.html")';
const HTTPS_URL = 'an https:// URL';

// `{locale}` is substituted before use, so every language's result must pass.
function everyLocale(template: string, check: (value: string) => boolean): boolean {
  return LOCALES.every((locale) => check(template.split('{locale}').join(locale)));
}

/** True when a `pages.*` value is a same-origin path in every language (`{locale}` substituted). */
export function isSafePageTemplate(template: string): boolean {
  return everyLocale(template, isSameOriginPath);
}

/** True when a `perfLoginUrl` value is an https URL in every language (`{locale}` substituted). */
export function isSafePerfLoginUrl(template: string): boolean {
  return everyLocale(template, isHttpsUrl);
}

/**
 * Drops the `pages.*` entries that are not same-origin paths, a `homePath` that is not one (back to the
 * default) and a `perfLoginUrl` that is not https, with one console error naming each. Mutates and
 * returns `config`; `defaultHomePath` is the schema's default.
 */
export function dropUnsafeSettings(config: PageConfig, defaultHomePath: string): PageConfig {
  const pages: Record<string, string> = {};
  for (const [name, template] of Object.entries(config.pages)) {
    if (template === '') continue; // an empty entry already means "no such page"
    if (isSafePageTemplate(template)) pages[name] = template;
    else reportBadSetting(`pages.${name}`, SAME_ORIGIN_PATH);
  }
  config.pages = pages;
  if (!isSafePageTemplate(config.homePath)) {
    reportBadSetting('homePath', SAME_ORIGIN_PATH);
    config.homePath = defaultHomePath;
  }
  if (config.perfLoginUrl !== '' && !isSafePerfLoginUrl(config.perfLoginUrl)) {
    reportBadSetting('perfLoginUrl', HTTPS_URL);
    config.perfLoginUrl = '';
  }
  return config;
}

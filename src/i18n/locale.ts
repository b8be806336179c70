/** Supported locales; English is the default. */
export type Locale = 'en' | 'fr';
/** Every supported locale, default first. */
export const LOCALES: readonly Locale[] = ['en', 'fr'];
/** Name of the cookie that remembers the language. */
export const LOCALE_COOKIE = 'mi_locale';
/** The locale cookie lives 365 days (spec section 9). */
export const LOCALE_COOKIE_DAYS = 365;

/** Narrows any string to a Locale, falling back to English. */
export function asLocale(value: string | null | undefined): Locale {
  return value === 'fr' ? 'fr' : 'en';
}

/** The language of a page path: any `/fr/` segment means French, otherwise English (spec section 1). */
export function localeFromPath(pathname: string): Locale {
  return /(^|\/)fr(\/|$)/.test(pathname) ? 'fr' : 'en';
}

/** BCP 47 tag for the `lang` attribute and Intl APIs (Canadian variants). */
export function languageTag(locale: Locale): string {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}

/** Remembers the locale for 365 days; SameSite=Lax so it follows top-level navigations only. */
export function rememberLocale(locale: Locale, doc: Document = document): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

import type { Locale } from '../../i18n/locale';
import { trustedScriptUrl } from '../../runtime/trusted-types';

/** The parts of Google's `grecaptcha` global (v2, explicit rendering) that the adapter uses. */
export interface Grecaptcha {
  render: (
    container: HTMLElement,
    params: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void },
  ) => number;
  reset: (widgetId?: number) => void;
  getResponse: (widgetId?: number) => string;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    /** Called by api.js once `grecaptcha.render` is usable (named in the script URL's `onload`). */
    miRecaptchaLoaded?: () => void;
  }
}

/** reCAPTCHA's `hl` code for a locale. */
export function recaptchaLanguage(locale: Locale): string {
  return locale === 'fr' ? 'fr-CA' : 'en';
}

/** The api.js URL: explicit rendering, page language, and a named onload callback (no inline script). */
export function recaptchaScriptUrl(locale: Locale): string {
  return `https://www.google.com/recaptcha/api.js?render=explicit&hl=${recaptchaLanguage(locale)}&onload=miRecaptchaLoaded`;
}

let pending: Promise<Grecaptcha> | undefined;

/**
 * Adds Google's script once per page and resolves with `grecaptcha` when it can render. The page's
 * CSP must allow https://www.google.com and https://www.gstatic.com in script-src and frame-src.
 */
export function loadRecaptcha(locale: Locale, doc: Document = document): Promise<Grecaptcha> {
  const win = doc.defaultView ?? window;
  if (win.grecaptcha && typeof win.grecaptcha.render === 'function') return Promise.resolve(win.grecaptcha);
  pending ??= new Promise<Grecaptcha>((resolve, reject) => {
    win.miRecaptchaLoaded = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('grecaptcha missing')));
    const script = doc.createElement('script');
    script.src = trustedScriptUrl(recaptchaScriptUrl(locale));
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      pending = undefined;
      reject(new Error('reCAPTCHA script failed to load'));
    };
    doc.head.appendChild(script);
  });
  return pending;
}

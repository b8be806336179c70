import type { Locale } from '../../i18n/locale';


/** Which captcha a page uses; `none` is for hosts where the captcha is off. */
export type CaptchaProvider = 'altcha' | 'recaptcha' | 'none';

/** The constant token `none` reports, so "required" still passes where the captcha is off. */
export const NO_CAPTCHA_TOKEN = 'none';

/** Lets a form re-check the live response at submit and reset the widget on a mismatch. */
export interface CaptchaHandle {
  getResponse: () => string;
  reset: () => void;
}

/** Props every provider component receives. */
export interface ProviderProps {
  siteKey: string;
  challengeUrl: string;
  locale: Locale;
  value: string;
  onChange: (token: string) => void;
  resetSignal: number;
  handleRef?: { current: CaptchaHandle | null };
  /** Base URL of the altcha worker files (see src/styles/README or the build); defaults next to the chunk. */
  workerBase?: string;
  onLoadError: () => void;
}

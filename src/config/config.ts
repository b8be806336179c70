import { boolean, create, defaulted, enums, number, optional, record, string, array, type, type Infer } from '../contract/schema';
import { dropUnsafeSettings, isSafePageTemplate } from './safe-settings';

/** Route areas of the spec's route-area guard (section 2) plus the pages our widgets live on. */
export const AREAS = ['entry', 'login', 'registration', 'recovery', 'account', 'contact', 'advisor-forms', 'public', 'my-cart'] as const;
/** One of the areas a host page can hold. */
export type Area = (typeof AREAS)[number];

// Contacts have no defaults on purpose: made-up numbers must never reach real users. A page config
// without them gets a message in the widget and one console error (see reportMissingSetting).
const contactFields = {
  phones: defaulted(array(string()), []),
  email: defaulted(string(), ''),
};

const Support = type({
  ...contactFields,
  /** Two schedules exist in the spec (9am-6pm ET and 8:30am-6pm ET); which one a page shows is the author's choice. */
  schedule: defaulted(enums(['standard', 'extended']), 'standard'),
});

const Captcha = type({
  /** Required wherever a widget shows a captcha; `none` is the explicit "captcha off" choice. */
  provider: optional(enums(['recaptcha', 'altcha', 'none'])),
  siteKey: defaulted(string(), ''),
  /** ALTCHA challenge endpoint; relative to apiBase. */
  challengeUrl: defaulted(string(), '/mi/api/captcha/challenge'),
});

const DEFAULT_HOME_PATH = '/{locale}/';

/**
 * The page-level JSON config block (`<script type="application/json" id="mi-portal-config">`).
 * `type` (not `object`): keys this version does not know are ignored, so a newer page config never
 * resets the whole block to defaults.
 */
export const PageConfigStruct = type({
  apiBase: defaulted(string(), ''),
  token: defaulted(string(), ''),
  /**
   * Which host page holds which area, e.g. { "login": "/{locale}/login.html" }. `{locale}` is substituted.
   * Besides the areas, `terms` names the terms-and-conditions page the activation checkbox links to.
   */
  pages: defaulted(record(string(), string()), {}),
  /** Path lists per area for the route-area guard: page paths (with `{locale}`) that belong to an area. */
  areaPaths: defaulted(record(string(), array(string())), {}),
  captcha: defaulted(Captcha, {}),
  /**
   * A host containing this marker is the performance-test host (captcha off except contact and recovery).
   * Empty by default: only a page config that names a marker has a performance-test host.
   */
  perfHostMarker: defaulted(string(), ''),
  perfLoginUrl: defaulted(string(), ''),
  /** Internal environment: the login page says it is not the official one (localhost only). */
  internalEnvironment: defaulted(boolean(), false),
  sessionCheckIntervalMs: defaulted(number(), 2_400_000),
  /** Client Relations phones, email and hours, shown on every server-error page (spec section 8). */
  support: optional(Support),
  /** The IT service desk internal users are sent to (fpwd001); same shape as `support` without the hours. */
  serviceDesk: optional(type(contactFields)),
  homePath: defaulted(string(), DEFAULT_HOME_PATH),
  /** The home page: the loader runs the '/' entry redirector. */
  entry: optional(boolean()),
  debug: optional(boolean()),
});
/** Parsed page configuration with every default filled in. */
export type PageConfig = Infer<typeof PageConfigStruct>;

/** The element id of the JSON config block. */
export const CONFIG_ELEMENT_ID = 'mi-portal-config';

declare global {
  interface Window {
    /** Global override of the logged-in check interval, in seconds (spec section 7). */
    MI_PORTAL_SESSION_CHECK_SECONDS?: number;
  }
}

/**
 * Drops the wrong entries of `given` (mutated) and returns why, one error each: a setting that is an object (`pages`,
 * `support`, `captcha` …) loses only its wrong entries, so a mistyped `pages.terms` keeps the other pages and a
 * wrong `support.phones` keeps the email; one still wrong as a whole then (an object where a number, a text or a
 * list belongs) goes whole, with one error. `check` throws for a wrong `{ [key]: value }` at this level.
 */
function dropInvalid(given: Record<string, unknown>, check: (entry: Record<string, unknown>) => unknown): unknown[] {
  const errors: unknown[] = [];
  for (const key in given) {
    const value = given[key];
    try {
      check({ [key]: value });
    } catch (error) {
      if (value === Object(value) && !Array.isArray(value)) {
        const entries = { ...(value as object) } as Record<string, unknown>;
        const wrong = dropInvalid(entries, (entry) => check({ [key]: entry }));
        try {
          check({ [key]: entries });
          given[key] = entries;
          errors.push(...wrong);
          continue;
        } catch {
          // Not an object setting, or wrong without its wrong entries too: dropped whole below.
        }
      }
      errors.push(error);
      delete given[key];
    }
  }
  return errors;
}

/**
 * Parses a config object, filling defaults; an invalid setting falls back to its default rather than breaking the
 * page (only that setting, or that entry of an object setting: a wrong `support.phones` keeps the token, the pages
 * and the support email), and page links that could leave the site (`pages.*`, `homePath`, `perfLoginUrl`) are
 * dropped.
 */
export function parseConfig(raw: unknown): PageConfig {
  const given: Record<string, unknown> = { ...(raw as object) };
  if (raw !== Object(raw) || Array.isArray(raw)) console.error('[mi-portal] page config is not an object, using defaults');
  for (const error of dropInvalid(given, (entry) => create(entry, PageConfigStruct))) console.error('[mi-portal] invalid page config setting, using its default', error);
  return dropUnsafeSettings(create(given, PageConfigStruct), DEFAULT_HOME_PATH);
}

/** Reads the page config block once per document; `window.MI_PORTAL_SESSION_CHECK_SECONDS` overrides the interval. */
export function readPageConfig(doc: Document = document): PageConfig {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  let raw: unknown = {};
  if (el?.textContent) {
    try {
      raw = JSON.parse(el.textContent);
    } catch (error) {
      console.error('[mi-portal] page config is not JSON', error);
    }
  }
  const config = parseConfig(raw);
  const seconds = doc.defaultView?.MI_PORTAL_SESSION_CHECK_SECONDS;
  if (typeof seconds === 'number' && seconds > 0) config.sessionCheckIntervalMs = seconds * 1000;
  return config;
}

/** Phones and email of a contact setting (`support`, `serviceDesk`). */
export interface ContactDetails {
  phones: string[];
  email: string;
}

/** True when a contact setting gives at least one phone or an email; false means "not configured". */
export function hasContacts<T extends ContactDetails>(contacts: T | undefined): contacts is T {
  return contacts !== undefined && (contacts.phones.length > 0 || contacts.email !== '');
}

/** The terms-and-conditions page of `pages.terms` in a language (`{locale}` substituted), or undefined when the page config names none. */
export function termsPageUrl(config: Pick<PageConfig, 'pages'>, locale: string): string | undefined {
  const template = config.pages.terms;
  // parseConfig already dropped an off-site value; checking again covers a config built another way.
  return template && isSafePageTemplate(template) ? template.split('{locale}').join(locale) : undefined;
}

/** True on the performance-test host (never when the page config names no marker). */
export function isPerfHost(config: PageConfig, hostname: string): boolean {
  return config.perfHostMarker !== '' && hostname.includes(config.perfHostMarker);
}

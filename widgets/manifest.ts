/**
 * The widget manifest: the one list of the bundle's tags. Everything else that names a tag is generated
 * from it: the loader's tag table and the locale sections each tag loads (virtual modules of
 * rollup.config.mjs), the rollup inputs, `custom-elements.json` and `mi-portal.d.ts` (scripts/manifest.ts).
 * Plain data on purpose: the loader build and the scripts read it without pulling any flow in.
 *
 * Adding a tag: its folder `widgets/<chunk>/` whose `element.ts` exports `<className> = defineWidget(<tag>, …)`
 * (with the loaders of `virtual:flow-messages/<chunk>`),
 * one entry below, and its own section in locales/en.json and locales/fr.json (widgets/manifest.test.ts checks
 * all three agree).
 */
import type { WidgetEventName } from '../src/element/events';
import type { RouteName } from '../src/router/routes';

/** One attribute of a tag (r2wc also exposes it as a property). */
export interface AttributeDoc {
  name: string;
  type: 'string' | 'number' | 'boolean';
  description: string;
}

/** Everything the build, the loader and the docs know about one custom element. */
export interface ElementDoc {
  tag: `mi-${string}`;
  /** Folder under widgets/ (holding element.ts) and name of the chunk dist/widgets/<chunk>.js. */
  chunk: string;
  /** Name of the element's export in element.ts and of its interface in mi-portal.d.ts. */
  className: string;
  description: string;
  attributes: readonly AttributeDoc[];
  /** Top-level sections of locales/*.json the tag reads besides the shared ones (its own first). */
  messages: readonly string[];
  /** Events the tag dispatches; their detail types are WidgetEventMap's (src/element/events.ts). */
  events: readonly WidgetEventName[];
  /**
   * Its every page is behind the session gate (an authenticated layout, src/router/routes.ts): the gate's lazy
   * chunk is part of its first screen, fetched with the flow instead of once the flow has rendered.
   */
  signedIn?: true;
  /** The flow's views after its first screen that email links open, and their module (see LaterViews). */
  later?: LaterViews;
}

/**
 * A module of views the flow imports lazily (lazyRoute) and the routes of it that email links open
 * (activation, password reset): when the page's hash names one, the loader fetches the module's chunk and its
 * imports with the flow's own files, instead of one and two round trips after them. Only landings: every
 * route listed costs every page its path and the module's file names in the loader. The flow's views table
 * must show each of them from `module` (widgets/manifest.test.ts).
 */
export interface LaterViews {
  /** Path from the project root, e.g. `widgets/recovery/later.ts`. */
  module: string;
  landings: readonly RouteName[];
}

const locale: AttributeDoc = {
  name: 'locale',
  type: 'string',
  description: 'Optional override of the language (en or fr); by default the page path decides (/fr/ means French).',
};

// FlowRoot dispatches these for every flow; a flow that submits forms adds mi-submitted.
const flowEvents = ['mi-step-change', 'mi-navigate', 'mi-error'] as const satisfies readonly WidgetEventName[];
const formEvents = [...flowEvents, 'mi-submitted'] as const satisfies readonly WidgetEventName[];

/** Every tag of the bundle. */
export const ELEMENTS: readonly ElementDoc[] = [
  {
    tag: 'mi-login',
    chunk: 'login',
    className: 'MiLogin',
    description: 'Login form (emailId, password) with session-timeout notice.',
    attributes: [locale],
    messages: ['login'],
    events: formEvents,
  },
  {
    tag: 'mi-registration',
    chunk: 'registration',
    className: 'MiRegistration',
    description: 'Registration wizard (register, company info, thank you), activation and their status pages.',
    attributes: [locale],
    messages: ['registration'],
    events: formEvents,
    later: {
      module: 'widgets/registration/later.ts',
      // The activation link of the registration email.
      landings: ['activate'],
    },
  },
  {
    tag: 'mi-recovery',
    chunk: 'recovery',
    className: 'MiRecovery',
    description: 'Five-step password recovery and its error page.',
    attributes: [locale],
    messages: ['recovery'],
    events: formEvents,
    later: {
      module: 'widgets/recovery/later.ts',
      // The temporary-password link of the recovery email.
      landings: ['recoverySecurity'],
    },
  },
  {
    tag: 'mi-email-prefs',
    chunk: 'email-prefs',
    className: 'MiEmailPrefs',
    description: 'Public email preferences reached with the hash token of an email link (ht): subscriptions and opt-out, no login.',
    attributes: [locale],
    messages: ['emailPrefs'],
    events: formEvents,
  },
  {
    tag: 'mi-profile',
    chunk: 'profile',
    className: 'MiProfile',
    description: 'Profile area: personal profile, password, security questions, email preferences, sales team.',
    attributes: [locale],
    // The profile shows registration's role names and the shared email-preferences form's texts.
    messages: ['profile', 'registration', 'emailPrefs'],
    events: formEvents,
    signedIn: true,
  },
  {
    tag: 'mi-contact',
    chunk: 'contact',
    className: 'MiContact',
    description: 'Public contact form with captcha (pre-filled for a signed-in advisor), its success banner and error page.',
    attributes: [locale],
    messages: ['contact'],
    events: formEvents,
  },
  {
    tag: 'mi-esign',
    chunk: 'esign',
    className: 'MiEsign',
    description: 'E-signature fund purchase and redemption form for advisors: fund, subscriber type, advisor, investors, review and send.',
    attributes: [
      locale,
      { name: 'mode', type: 'string', description: 'Set to "redeem" for the redemption form; the hash query redeem=true does the same. Purchase otherwise.' },
      { name: 'fund-id', type: 'string', description: 'Id of a fund to preselect (a fundId in the hash query wins).' },
    ],
    messages: ['esign'],
    events: formEvents,
    signedIn: true,
  },
];

/**
 * The '/' redirector: a chunk without a tag (built from `input`, not from widgets/), which the loader
 * fetches on the page whose config says `"entry": true`. It reads no messages.
 */
export const ENTRY_SCRIPT = { chunk: 'entry', input: 'src/entry.ts' } as const;

/** The module of `el` that registers its tag (its rollup input). */
export function elementModule(el: Pick<ElementDoc, 'chunk'>): string {
  return `widgets/${el.chunk}/element.ts`;
}

/** Locale sections read by some tag; every other top-level section is shared by all tags. */
export const FLOW_SECTIONS: readonly string[] = [...new Set(ELEMENTS.flatMap((el) => el.messages))];

/** CSS custom properties that theme every widget. */
export const CSS_PROPERTIES = [
  { name: '--mi-color-primary', description: 'Buttons, links and focus accents.' },
  { name: '--mi-color-error', description: 'Error text and borders.' },
  { name: '--mi-font-family', description: 'Font of every widget.' },
  { name: '--mi-radius', description: 'Corner radius of inputs, buttons and panels.' },
  { name: '--mi-focus-color', description: 'Focus ring colour.' },
] as const;

import type { Locale } from './locale';
import type { MessageTable } from './translator';

/**
 * The top-level sections of locales/*.json that only one flow reads; every other section (common,
 * fields, errors, ui, routes, layout …) is shared. Keep in sync with FLOW_SECTIONS in rollup.config.mjs.
 * A new flow (contact, esign, emailPrefs) adds its section here, in the plugin and in TAG_SECTIONS.
 */
export const FLOW_SECTIONS = ['login', 'registration', 'recovery', 'profile'] as const;
/** One flow's own section of the messages. */
export type FlowSection = (typeof FLOW_SECTIONS)[number];

/** The sections each tag reads beyond the shared ones (the profile shows registration's role names). */
export const TAG_SECTIONS: Readonly<Record<string, readonly FlowSection[]>> = {
  'mi-login': ['login'],
  'mi-registration': ['registration'],
  'mi-recovery': ['recovery'],
  'mi-profile': ['profile', 'registration'],
};

type Load = () => Promise<{ default: MessageTable }>;

// One dynamic import per locale and section: the build's locale-sections plugin (rollup.config.mjs)
// reads the `section` import attribute and emits each as its own chunk, so a page downloads its
// language's shared messages plus its flow's. Elsewhere (vitest) each import is the whole file, which
// merges to the same table.
const SECTIONS: Record<Locale, Record<'shared' | FlowSection, Load>> = {
  en: {
    shared: () => import('../../locales/en.json', { with: { section: 'shared' } }),
    login: () => import('../../locales/en.json', { with: { section: 'login' } }),
    registration: () => import('../../locales/en.json', { with: { section: 'registration' } }),
    recovery: () => import('../../locales/en.json', { with: { section: 'recovery' } }),
    profile: () => import('../../locales/en.json', { with: { section: 'profile' } }),
  },
  fr: {
    shared: () => import('../../locales/fr.json', { with: { section: 'shared' } }),
    login: () => import('../../locales/fr.json', { with: { section: 'login' } }),
    registration: () => import('../../locales/fr.json', { with: { section: 'registration' } }),
    recovery: () => import('../../locales/fr.json', { with: { section: 'recovery' } }),
    profile: () => import('../../locales/fr.json', { with: { section: 'profile' } }),
  },
};

const cache = new Map<string, Promise<MessageTable>>();

/**
 * Loads one language's messages for the widget `tag`: the shared sections plus the flow's own.
 * Without a known tag every section is loaded.
 */
export function loadMessages(locale: Locale, tag?: string): Promise<MessageTable> {
  const own = (tag === undefined ? undefined : TAG_SECTIONS[tag]) ?? FLOW_SECTIONS;
  const key = `${locale}:${own.join()}`;
  let pending = cache.get(key);
  if (!pending) {
    const loads = SECTIONS[locale];
    pending = Promise.all([loads.shared(), ...own.map((section) => loads[section]())]).then(
      (parts) => Object.assign({}, ...parts.map((part) => part.default)) as MessageTable,
    );
    cache.set(key, pending);
  }
  return pending;
}

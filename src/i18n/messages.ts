import { sections, tagSections, type SectionLoad } from 'virtual:locale-sections';
import type { Locale } from './locale';
import type { MessageTable } from './translator';

/** One loader per language and message chunk. */
export type SectionLoaders = Readonly<Record<Locale, Readonly<Record<string, SectionLoad>>>>;

/** The loaders known on this page: the common chunks', then each flow's own as its element is defined. */
const loaders: Record<Locale, Record<string, SectionLoad>> = { en: { ...sections.en }, fr: { ...sections.fr } };

/** Adds a flow's message chunk loaders (virtual:flow-messages/<chunk>, passed to defineWidget). */
export function addSections(more: SectionLoaders): void {
  for (const locale of Object.keys(loaders) as Locale[]) Object.assign(loaders[locale], more[locale]);
}

/** The loader of one message chunk in `locale`, if a flow on the page (or the platform) has it. */
export function sectionLoader(locale: Locale, chunk: string): SectionLoad | undefined {
  return loaders[locale][chunk];
}

const cache = new Map<string, Promise<MessageTable>>();
/** The tables that have arrived, by the same key: a widget mounting after that renders its screen at once. */
const arrived = new Map<string, MessageTable>();

/** The cache key of one language's messages for `tag` and the chunks it loads. */
function sectionsFor(locale: Locale, tag?: string): { key: string; own: readonly string[] } {
  const own = (tag === undefined ? undefined : tagSections[tag]) ?? Object.keys(loaders[locale]).filter((s) => s !== 'shared');
  return { key: `${locale}:${own.join()}`, own };
}

/** The messages loadMessages(locale, tag) resolves with, if they have arrived; undefined before. */
export function loadedMessages(locale: Locale, tag?: string): MessageTable | undefined {
  return arrived.get(sectionsFor(locale, tag).key);
}

/**
 * `into` with `from` merged in at every level: message chunks split one section between them (`ui.password`
 * in one, `ui.errorSummary` in another). Copies what it changes, so the chunks' own tables stay as loaded.
 */
export function mergeTables(into: MessageTable, from: MessageTable): MessageTable {
  const out: MessageTable = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value !== 'string' && current !== undefined && typeof current !== 'string' ? mergeTables(current, value) : value;
  }
  return out;
}

/**
 * Loads one language's messages for the widget `tag`: the 'shared' chunk plus the chunks virtual:locale-sections
 * lists for the tag. In the build each chunk holds only keys some flow's code can ask for, and a tag loads the
 * ones holding its keys (rollup.config.mjs, scripts/flow-usage.ts); under vitest each is the whole locale file.
 * Without a known tag every chunk is loaded.
 */
export function loadMessages(locale: Locale, tag?: string): Promise<MessageTable> {
  const { key, own } = sectionsFor(locale, tag);
  let pending = cache.get(key);
  if (!pending) {
    pending = Promise.all(
      ['shared', ...own].map((section) => {
        const load = sectionLoader(locale, section);
        return load ? load() : Promise.reject(new Error(`no locale section ${section}`));
      }),
    ).then((parts) => {
      const table = parts.reduce<MessageTable>((merged, part) => mergeTables(merged, part.default), {});
      arrived.set(key, table);
      return table;
    });
    cache.set(key, pending);
  }
  return pending;
}

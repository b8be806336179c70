import { sections, tagSections } from 'virtual:locale-sections';
import type { Locale } from './locale';
import type { MessageTable } from './translator';

const cache = new Map<string, Promise<MessageTable>>();

/**
 * Loads one language's messages for the widget `tag`: the shared sections plus the flow sections that
 * widgets/manifest.ts lists for the tag, one chunk each in the build (virtual:locale-sections, generated
 * by rollup.config.mjs). Without a known tag every section is loaded.
 */
export function loadMessages(locale: Locale, tag?: string): Promise<MessageTable> {
  const loads = sections[locale];
  const own = (tag === undefined ? undefined : tagSections[tag]) ?? Object.keys(loads).filter((s) => s !== 'shared');
  const key = `${locale}:${own.join()}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = Promise.all(
      ['shared', ...own].map((section) => {
        const load = loads[section];
        return load ? load() : Promise.reject(new Error(`no locale section ${section}`));
      }),
    ).then((parts) => Object.assign({}, ...parts.map((part) => part.default)) as MessageTable);
    cache.set(key, pending);
  }
  return pending;
}

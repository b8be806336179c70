import type { Locale } from './locale';
import type { MessageTable } from './translator';

const cache = new Map<Locale, Promise<MessageTable>>();

/**
 * Loads one language's messages. Each branch is its own dynamic import so the build emits one
 * chunk per locale and a page downloads only its own language.
 */
export function loadMessages(locale: Locale): Promise<MessageTable> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = (locale === 'fr'
      ? import('../../locales/fr.json')
      : import('../../locales/en.json')
    ).then((m) => m.default as MessageTable);
    cache.set(locale, pending);
  }
  return pending;
}

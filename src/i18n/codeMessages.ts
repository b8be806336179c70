import { sections } from 'virtual:locale-sections';
import type { Locale } from './locale';
import type { MessageTable } from './translator';

/**
 * The server codes' messages (the 'codes' message chunk: what src/api/codes.ts can name, ~1 KB gzip a
 * language) are not part of any page's first download: most visits never see a code. The API client loads
 * them with the first answer that carries a code or fails (src/api/client.ts), before the flow shows it;
 * a translator asked for one of them before that (a view restored from a draft) starts the load, and each
 * widget root renders again when it lands (onCodeMessages).
 */
const tables = new Map<Locale, MessageTable>();
const pending = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

/** The codes' messages of `locale` once loaded. */
export function codeMessages(locale: Locale): MessageTable | undefined {
  return tables.get(locale);
}

/**
 * Loads the codes' messages of `locale` (once; again after a failure). Never rejects: a failed load leaves
 * the keys showing as themselves, as any missing message does, and the page's own reload rules apply to
 * the call's failure, not to this.
 */
export function loadCodeMessages(locale: Locale): Promise<void> {
  let load = pending.get(locale);
  if (!load) {
    const section = sections[locale].codes;
    load = (section ? section() : Promise.resolve({ default: {} })).then(
      (module) => {
        tables.set(locale, module.default);
        for (const listener of [...listeners]) listener();
      },
      (error: unknown) => {
        pending.delete(locale);
        console.error('[mi-portal] could not load the messages of server codes', error);
      },
    );
    pending.set(locale, load);
  }
  return load;
}

/** Calls `listener` each time a language's codes' messages land; returns the unsubscribe function. */
export function onCodeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

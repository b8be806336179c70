import { tagLater } from 'virtual:locale-sections';
import type { Locale } from './locale';
import { mergeTables, sectionLoader } from './messages';
import { loadLaterStyles } from '../runtime/later-styles';
import type { MessageTable } from './translator';

/**
 * Message chunks a page does not download with its first screen (issue 10):
 * - `codes`, the server codes' messages (~1 KB gzip a language): most visits never see a code. The API client
 *   loads them with the first answer that carries a code or fails (src/api/client.ts), before the flow shows it.
 * - each widget's texts past its first screen (later steps and views, error pages, what the submit engine says;
 *   the build's plan, scripts/flow-usage.ts): loaded with the code that shows them (`withLaterMessages`, the
 *   submit engine, LazyView), so a view renders once both are in.
 * A translator asked for a key before its chunk landed starts the load (a view restored from a draft may show
 * a code before any call); each widget root renders again when a chunk lands (onDeferredMessages).
 */
const landed = new Map<Locale, MessageTable>();
const loads = new Map<string, Promise<void>>();
const done = new Set<string>();
const listeners = new Set<() => void>();
/** The widgets on the page, as `locale:tag`. */
const widgets = new Set<string>();

function loadChunk(locale: Locale, chunk: string): Promise<void> {
  const key = `${locale}:${chunk}`;
  let load = loads.get(key);
  if (!load) {
    const section = sectionLoader(locale, chunk);
    load = (section ? section() : Promise.reject(new Error(`no message chunk ${chunk}`))).then(
      (module) => {
        landed.set(locale, mergeTables(landed.get(locale) ?? {}, module.default));
        done.add(key);
        for (const listener of [...listeners]) listener();
      },
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** The deferred messages of `locale` that have landed, merged (a new object each time one lands). */
export function deferredMessages(locale: Locale): MessageTable | undefined {
  return landed.get(locale);
}

/** True once the codes' messages of `locale` are in. */
export function codesLanded(locale: Locale): boolean {
  return done.has(`${locale}:codes`);
}

/**
 * Loads the codes' messages of `locale` (once; again after a failure). Never rejects: a failed load leaves the
 * keys showing as themselves, as any missing message does, and the page's own reload rules apply to the call's
 * failure, not to this.
 */
export function loadCodeMessages(locale: Locale): Promise<void> {
  return loadChunk(locale, 'codes').catch((error: unknown) => console.error('[mi-portal] could not load the messages of server codes', error));
}

/** A widget of `tag` in `locale` is on the page: its later chunks are among those loadLaterMessages fetches. */
export function registerWidget(locale: Locale, tag: string): void {
  widgets.add(`${locale}:${tag}`);
}

function laterChunks(): [Locale, string][] {
  return [...widgets].flatMap((widget) => {
    const [locale, tag] = widget.split(':') as [Locale, string];
    return (tagLater[tag] ?? []).map((chunk): [Locale, string] => [locale, chunk]);
  });
}

/** True while a later chunk of `locale`'s widgets has not landed (a key missing now may be in it). */
export function laterPending(locale: Locale): boolean {
  return laterChunks().some(([l, chunk]) => l === locale && !done.has(`${l}:${chunk}`));
}

/**
 * Loads the later chunks of every widget on the page, and the later stylesheet (what they show is styled when it
 * shows); rejects when a chunk cannot load (the caller reports it as for its own code).
 */
export function loadLaterMessages(): Promise<void> {
  return Promise.all([...laterChunks().map(([locale, chunk]) => loadChunk(locale, chunk)), loadLaterStyles()]).then(() => undefined);
}

/** `load` (an import of code past the first screen), settling once the later messages are in too. */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLaterMessages()]).then(([module]) => module);
}

/** Calls `listener` each time a deferred chunk lands; returns the unsubscribe function. */
export function onDeferredMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import rosetta from 'rosetta';
import { codesLanded, deferredMessages, laterPending, loadCodeMessages, loadLaterMessages } from './deferredMessages';
import { languageTag, type Locale } from './locale';
import { mergeTables } from './messages';

/** A nested message table as stored in locales/{en,fr}.json. */
export interface MessageTable {
  [key: string]: string | MessageTable;
}
/** Values substituted into `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Translates a dot-path key; `count` selects the CLDR plural form when the entry has one. */
export interface Translator {
  readonly locale: Locale;
  t(key: string, params?: MessageParams): string;
  has(key: string): boolean;
}

function lookup(table: MessageTable, key: string): string | MessageTable | undefined {
  let node: string | MessageTable | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/**
 * Wraps rosetta with CLDR plurals: an entry shaped `{ one, other }` (or `{ zero, one, many, other }`)
 * is resolved with Intl.PluralRules for the locale, so French "0 erreur" and English "0 errors" both come out right.
 */
export function createTranslator(locale: Locale, own: MessageTable): Translator {
  // A copy: rosetta's set() assigns into the table it holds, and `own` is the page's cached messages.
  const r = rosetta<MessageTable>({ [locale]: { ...own } });
  r.locale(locale);
  // Made when a plural is first asked for: building PluralRules costs a few milliseconds of the first screen.
  let plurals: Intl.PluralRules | undefined;
  let table = own;
  let merged: MessageTable | undefined;
  // Every render asks for the same labels again (a keystroke re-renders its form): a text without parameters is
  // worked out once per table.
  let plain = new Map<string, string>();
  // The server codes' messages and the flow's texts past its first screen arrive later than the page's
  // (deferredMessages.ts): merged in once they are there.
  const current = (): MessageTable => {
    const deferred = deferredMessages(locale);
    if (deferred && deferred !== merged) {
      merged = deferred;
      table = mergeTables(own, deferred);
      r.set(locale, table);
      plain = new Map();
    }
    return table;
  };
  return {
    locale,
    has: (key) => typeof lookup(current(), key) === 'string' || typeof lookup(current(), `${key}.other`) === 'string',
    t(key, params) {
      const messages = current();
      const known = params ? undefined : plain.get(key);
      if (known !== undefined) return known;
      const entry = lookup(messages, key);
      // An error message not among the page's may be a server code's, not loaded yet (a view restored from a
      // draft shows a code before any call): load them; the widget root renders again when they land.
      // (Not `startsWith('errors.')`: the build reads a dotted literal as naming that whole subtree, see
      // scripts/flow-usage.ts, and every page would download every error message.)
      if (entry === undefined) {
        const code = !codesLanded(locale) && key.slice(0, key.indexOf('.')) === 'errors';
        if (code) void loadCodeMessages(locale);
        // A text past the first screen shown before its chunk landed: the code showing it should have been
        // loaded with withLaterMessages (a server code's message may be either, and waits silently).
        const early = laterPending(locale);
        if (early) {
          loadLaterMessages().catch(() => undefined);
          if (!code) console.error(`[mi-portal] "${key}" shown before its messages loaded`);
        }
        if (code || early) return '';
      }
      if (entry !== undefined && typeof entry !== 'string' && params && typeof params.count === 'number') {
        const category = (plurals ??= new Intl.PluralRules(languageTag(locale))).select(params.count);
        const form = typeof entry[category] === 'string' ? category : 'other';
        return r.t(`${key}.${form}`, params);
      }
      const text = r.t(key, params);
      if (!params && typeof entry === 'string' && text !== '') plain.set(key, text);
      // A missing key shows the key itself rather than an empty string, so it is noticed and tested.
      return text === '' ? key : text;
    },
  };
}

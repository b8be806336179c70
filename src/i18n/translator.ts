import rosetta from 'rosetta';
import { languageTag, type Locale } from './locale';

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
export function createTranslator(locale: Locale, table: MessageTable): Translator {
  const r = rosetta<MessageTable>({ [locale]: table });
  r.locale(locale);
  const plurals = new Intl.PluralRules(languageTag(locale));
  return {
    locale,
    has: (key) => typeof lookup(table, key) === 'string' || typeof lookup(table, `${key}.other`) === 'string',
    t(key, params) {
      const entry = lookup(table, key);
      if (entry !== undefined && typeof entry !== 'string' && params && typeof params.count === 'number') {
        const category = plurals.select(params.count);
        const form = typeof entry[category] === 'string' ? category : 'other';
        return r.t(`${key}.${form}`, params);
      }
      const text = r.t(key, params);
      // A missing key shows the key itself rather than an empty string, so it is noticed and tested.
      return text === '' ? key : text;
    },
  };
}

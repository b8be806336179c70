import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_CODES } from '../src/api/codes';
import { createTranslator, type MessageTable } from '../src/i18n/translator';

const load = (l: string) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as MessageTable;
const en = load('en');
const fr = load('fr');

function flatten(table: MessageTable, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale parity', () => {
  const enKeys = flatten(en);
  const frKeys = flatten(fr);

  it('fr has exactly the keys of en', () => {
    expect([...frKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('every message has the same placeholders in both languages', () => {
    const mismatched = [...enKeys].filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(frKeys.get(key) ?? '')));
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('no message is empty', () => {
    const empty = [...enKeys, ...frKeys].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('French uses a non-breaking space before a colon, never a plain one', () => {
    const wrong = [...frKeys].filter(([, text]) => / [:;?!]/.test(text));
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('every server code of the catalogue has a message in both languages', () => {
    for (const table of [en, fr]) {
      const t = createTranslator('en', table);
      expect(KNOWN_CODES.filter((key) => !t.has(key))).toEqual([]);
    }
  });
});

describe('plurals', () => {
  it('the error banner uses the right CLDR form in each language', () => {
    const tEn = createTranslator('en', en);
    const tFr = createTranslator('fr', fr);
    expect(tEn.t('ui.errorSummary.title', { count: 1 })).toMatch(/\b1\s+error\b/);
    expect(tEn.t('ui.errorSummary.title', { count: 3 })).toMatch(/\b3\s+errors/);
    expect(tFr.t('ui.errorSummary.title', { count: 1 })).toMatch(/\b1\s+erreur\b/);
    expect(tFr.t('ui.errorSummary.title', { count: 3 })).toMatch(/\b3\s+erreurs/);
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { MessageTable } from '../i18n/translator';
import { allForms } from './catalog';
import { CAPTCHA_EXPIRED_KEY } from '../contract/captcha';

const load = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as MessageTable;
const locales = { en: load('en'), fr: load('fr') };

function lookup(table: MessageTable, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as MessageTable)[part] : undefined), table);
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every message key a form can produce, with the params its error carries (`label` is added by the UI). */
function producedKeys(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const form of allForms()) {
    for (const field of form.fields) {
      out.set(field.labelKey, []);
      for (const rule of field.rules ?? []) {
        out.set(rule.key ?? `errors.fields.${field.messageField ?? field.name}.${rule.name}`, ['label', ...Object.keys(rule.params ?? {})]);
      }
    }
  }
  for (const key of ['errors.fields.password.mismatch', 'errors.fields.securityQuestion.duplicate', 'errors.general.invalidValue', CAPTCHA_EXPIRED_KEY]) {
    out.set(key, ['label']);
  }
  return out;
}

describe('form messages', () => {
  const produced = producedKeys();

  it('every label and error key the forms can produce exists in en and fr', () => {
    for (const [locale, table] of Object.entries(locales)) {
      const missing = [...produced.keys()].filter((key) => typeof lookup(table, key) !== 'string');
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it('messages use only the params their error carries, and en and fr use the same placeholders', () => {
    for (const [key, params] of produced) {
      const en = String(lookup(locales.en, key));
      const fr = String(lookup(locales.fr, key));
      expect({ key, fr: placeholders(fr) }).toEqual({ key, fr: placeholders(en) });
      for (const name of placeholders(en)) expect({ key, name, known: params.includes(name ?? '') }).toMatchObject({ known: true });
    }
  });

  it('length messages name their bound and the sanitize message names the field', () => {
    expect(lookup(locales.en, 'errors.fields.firstName.maxlength')).toContain('{{max}}');
    expect(lookup(locales.fr, 'errors.fields.firstName.minlength')).toContain('{{min}}');
    expect(lookup(locales.en, 'errors.general.sanitizePattern')).toContain('{{label}}');
  });

  it('French form messages put a non-breaking space, never a plain one, before : ? ! ;', () => {
    const texts = [...produced.keys()].map((key) => String(lookup(locales.fr, key)));
    expect(texts.filter((t) => / [:?!;]/.test(t))).toEqual([]);
  });
});

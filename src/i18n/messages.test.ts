import { readFileSync } from 'node:fs';
import { sections, tagSections } from 'virtual:locale-sections';
import { describe, expect, it } from 'vitest';
import { loadMessages, mergeTables } from './messages';

const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
const fr = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, unknown>;

describe('loadMessages', () => {
  it('gives every tag the whole table of its language (vitest loads each section import as the whole file)', async () => {
    const tags = Object.keys(tagSections);
    expect(tags).toContain('mi-login');
    for (const tag of tags) {
      expect(await loadMessages('en', tag)).toEqual(en);
      expect(await loadMessages('fr', tag)).toEqual(fr);
    }
    expect(await loadMessages('fr')).toEqual(fr);
    expect(await loadMessages('en', 'mi-unknown')).toEqual(en);
  });

  it('merges chunks that split a section, at every level, without changing the chunks', () => {
    const shared = { ui: { busy: 'Sending', errors: { server: { title: 'Error' } } }, routes: { login: 'Log in' } };
    const own = { ui: { errors: { connect: { title: 'No connection' } } }, login: { actions: { login: 'Log in' } } };
    expect(mergeTables(mergeTables({}, shared), own)).toEqual({
      ui: { busy: 'Sending', errors: { server: { title: 'Error' }, connect: { title: 'No connection' } } },
      routes: { login: 'Log in' },
      login: { actions: { login: 'Log in' } },
    });
    expect(shared.ui.errors).toEqual({ server: { title: 'Error' } });
  });

  it('caches one promise per language and section set', () => {
    expect(loadMessages('en', 'mi-login')).toBe(loadMessages('en', 'mi-login'));
    expect(loadMessages('en', 'mi-login')).not.toBe(loadMessages('fr', 'mi-login'));
    expect(loadMessages('en', 'mi-login')).not.toBe(loadMessages('en', 'mi-profile'));
  });

  it('has a loader for the shared sections and for every section a tag reads, in both languages', () => {
    const needed = ['shared', ...Object.values(tagSections).flat()];
    for (const locale of ['en', 'fr'] as const) {
      for (const section of needed) expect(sections[locale][section], `${locale} ${section}`).toBeTypeOf('function');
    }
  });
});

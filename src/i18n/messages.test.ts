import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAGS } from '../../widgets/tags';
import { FLOW_SECTIONS, TAG_SECTIONS, loadMessages } from './messages';

const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
const fr = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, unknown>;

describe('loadMessages', () => {
  it('gives every tag the whole table of its language (vitest loads each section import as the whole file)', async () => {
    for (const tag of Object.keys(TAGS)) {
      expect(await loadMessages('en', tag)).toEqual(en);
      expect(await loadMessages('fr', tag)).toEqual(fr);
    }
    expect(await loadMessages('fr')).toEqual(fr);
  });

  it('caches one promise per language and section set', () => {
    expect(loadMessages('en', 'mi-login')).toBe(loadMessages('en', 'mi-login'));
    expect(loadMessages('en', 'mi-login')).not.toBe(loadMessages('fr', 'mi-login'));
  });

  it('names the flow sections of every built tag, and only sections the locale files have', () => {
    for (const tag of Object.keys(TAGS)) expect(TAG_SECTIONS[tag], tag).toBeDefined();
    for (const section of FLOW_SECTIONS) {
      expect(en[section], section).toBeTypeOf('object');
      expect(fr[section], section).toBeTypeOf('object');
    }
  });

  it('lists the same flow sections as the build plugin that splits the locale files', () => {
    const config = readFileSync('rollup.config.mjs', 'utf8');
    const listed = /const FLOW_SECTIONS = \[([^\]]*)\]/.exec(config)?.[1];
    expect(listed?.split(',').map((s) => s.trim().replace(/'/g, ''))).toEqual([...FLOW_SECTIONS]);
  });
});

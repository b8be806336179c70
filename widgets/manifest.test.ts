/** The manifest against the filesystem: adding a tag is its folder, one entry and its locale sections, and nothing can be half done. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { sections, tagLater, tagSections } from 'virtual:locale-sections';
import { entryChunk, tags } from 'virtual:widget-table';
import { describe, expect, it } from 'vitest';
import { laterChunkOf } from '../scripts/flow-usage';
import { ELEMENTS, ENTRY_SCRIPT, FLOW_SECTIONS, elementModule } from './manifest';

const locales = {
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>,
  fr: JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, unknown>,
};

/** The tags a module registers (defineWidget or customElements.define with a literal name). */
function definedTags(source: string): string[] {
  return [...source.matchAll(/\b(?:defineWidget|customElements\.define)\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`);
}

describe('widget manifest', () => {
  it('has one entry per tag and per chunk, none named like the redirector', () => {
    const tagNames = ELEMENTS.map((el) => el.tag);
    const chunks = ELEMENTS.map((el) => el.chunk);
    expect(new Set(tagNames).size).toBe(tagNames.length);
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(chunks).not.toContain(ENTRY_SCRIPT.chunk);
    for (const tag of tagNames) expect(tag).toMatch(/^mi-[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('names, for a flow with views email links open, routes its views table shows from the module named', async () => {
    const withLater = ELEMENTS.filter((el) => el.later);
    expect(withLater.map((el) => el.chunk).sort()).toEqual(['recovery', 'registration']);
    for (const el of withLater) {
      const viewsFile = `widgets/${el.chunk}/views.ts`;
      const { LATER_VIEWS } = (await import(/* @vite-ignore */ `./${el.chunk}/views.ts`)) as { LATER_VIEWS: Record<string, unknown> };
      expect(el.later?.landings.length).toBeGreaterThan(0);
      for (const route of el.later?.landings ?? []) expect({ chunk: el.chunk, route, shown: route in LATER_VIEWS }).toEqual({ chunk: el.chunk, route, shown: true });
      const module = el.later?.module.replace(`widgets/${el.chunk}/`, './').replace(/\.ts$/, '') ?? '';
      expect(readFileSync(viewsFile, 'utf8'), viewsFile).toContain(`import('${module}')`);
    }
  });

  it("points each entry at a widgets/<chunk>/element.ts that registers exactly that tag under the entry's class name", () => {
    for (const el of ELEMENTS) {
      const file = elementModule(el);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(definedTags(source), file).toEqual([el.tag]);
      expect(source, file).toMatch(new RegExp(`export const ${el.className}\\b`));
      // Its own message chunks' loaders (docs/flows.md, Adding a tag).
      expect(source, file).toContain(`from 'virtual:flow-messages/${el.chunk}'`);
    }
  });

  it('has an entry for every widgets/*/element.ts', () => {
    const folders = readdirSync('widgets', { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/element.ts`));
    expect(folders.map((d) => d.name).sort()).toEqual(ELEMENTS.map((el) => el.chunk).sort());
  });

  it('lists message sections that exist in both locale files, each tag its own first', () => {
    for (const el of ELEMENTS) {
      expect(el.messages.length, el.tag).toBeGreaterThan(0);
      for (const section of el.messages) {
        for (const [locale, table] of Object.entries(locales)) expect(table[section], `${locale}.json ${section} (${el.tag})`).toBeTypeOf('object');
      }
    }
    expect(FLOW_SECTIONS).toEqual([...new Set(ELEMENTS.flatMap((el) => el.messages))]);
  });

  it('declares every event its folder dispatches by name', () => {
    for (const el of ELEMENTS) {
      const emitted = filesUnder(`widgets/${el.chunk}`)
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bemit\([^,]+,\s*'(mi-[a-z-]+)'/g)].map((m) => m[1]));
      for (const name of new Set(emitted)) expect(el.events, `${el.tag} emits ${name}`).toContain(name);
    }
  });

  it('builds the redirector from a file that exists', () => {
    expect(existsSync(ENTRY_SCRIPT.input)).toBe(true);
  });

  it("is what the build's virtual modules serve to the loader and to the message loader", () => {
    expect(tags).toEqual(Object.fromEntries(ELEMENTS.map((el) => [el.tag, el.chunk])));
    expect(entryChunk).toBe(ENTRY_SCRIPT.chunk);
    expect(tagSections).toEqual(Object.fromEntries(ELEMENTS.map((el) => [el.tag, el.messages])));
    // Under vitest every chunk is the whole file: nothing waits for later.
    expect(tagLater).toEqual(Object.fromEntries(ELEMENTS.map((el) => [el.tag, []])));
    // The build adds 'later' (what every flow shows past its first screen), 'codes' (the server codes' messages)
    // and the sections' later chunks (the account flows' one), all loaded on demand, see scripts/flow-usage.ts.
    for (const locale of ['en', 'fr'] as const) {
      expect(Object.keys(sections[locale])).toEqual([...new Set(['shared', 'later', 'codes', ...FLOW_SECTIONS, ...FLOW_SECTIONS.map(laterChunkOf)])]);
      expect(Object.keys(sections[locale])).toContain('accountLater');
    }
  });
});

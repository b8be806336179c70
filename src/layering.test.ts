/** src/ is the shared runtime under the widgets: nothing in it may import widgets/ (the loader gets its table from a virtual module). */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WIDGETS = resolve('widgets');

/** The module specifiers of `text` (static imports and re-exports, side-effect imports, import(), require()) that reach widgets/. */
function widgetImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])([^'"`]+)\1/g)].map((m) => m[2] ?? '');
  return specifiers.filter((spec) => {
    if (!spec.startsWith('.') && !spec.startsWith('widgets/')) return false; // packages and virtual modules
    const target = spec.startsWith('.') ? resolve(dirname(file), spec) : resolve(spec);
    return target === WIDGETS || target.startsWith(`${WIDGETS}/`);
  });
}

// This file is left out: its examples above are imports of widgets/ on purpose.
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((f) => join('src', f))
  .filter((f) => /\.tsx?$/.test(f) && f !== join('src', 'layering.test.ts'));

describe('layering', () => {
  it('finds an import of widgets/ in every form a file can write one', () => {
    const file = resolve('src/i18n/x.ts');
    expect(widgetImports(file, "import { TAGS } from '../../widgets/tags';")).toEqual(['../../widgets/tags']);
    expect(widgetImports(file, "export * from '../../widgets/manifest';")).toEqual(['../../widgets/manifest']);
    expect(widgetImports(file, "import '../../widgets/login/element';")).toEqual(['../../widgets/login/element']);
    expect(widgetImports(file, "const m = await import('../../widgets/login/element');")).toEqual(['../../widgets/login/element']);
    expect(widgetImports(file, "import type { X } from 'widgets/manifest';")).toEqual(['widgets/manifest']);
    expect(widgetImports(file, "import { t } from './translator';\nimport x from 'virtual:widget-table';")).toEqual([]);
  });

  it('has no file in src/ that imports widgets/', () => {
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.flatMap((f) => widgetImports(resolve(f), readFileSync(f, 'utf8')).map((spec) => `${f}: ${spec}`));
    expect(offenders).toEqual([]);
  });
});

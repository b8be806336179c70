// Two builds: the ESM widgets (one chunk per flow, one shared runtime chunk, one chunk per locale)
// and the loader as an IIFE, because AEM clientlibs emit classic <script src> tags.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const dev = process.env.MI_DEV === '1';

const aliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // rosetta/debug logs missing keys to the console: development builds only.
  ...(dev ? [{ find: /^rosetta$/, replacement: 'rosetta/debug' }] : []),
];

const resolve = () => nodeResolve({ exportConditions: ['browser'], extensions: ['.mjs', '.js', '.ts', '.tsx'] });
// Type errors are checked by `npm run typecheck`; here the plugin only transpiles.
const ts = () => typescript({ tsconfig: './tsconfig.json', noEmitOnError: false, noCheck: true, include: ['src/**/*', 'widgets/**/*', 'locales/**/*'] });
// superstruct's struct factories only build objects, but rollup cannot prove it, so every schema of the
// contract and every form rule would be bundled whether used or not. Declaring them pure lets a widget
// carry only the schemas and rules it uses. Rollup matches these by name in all modules: do not give
// a function with side effects one of these names.
const SUPERSTRUCT_FACTORIES = [
  'array', 'boolean', 'defaulted', 'define', 'enums', 'literal', 'nullable', 'number', 'object', 'optional',
  'record', 'refine', 'string', 'type', 'union',
];

// Two compress passes and module mode (top-level names are private to each ES chunk) shave a few per cent.
const minify = (module = true) =>
  dev ? [] : [terser({ module, ecma: 2020, compress: { passes: 2 }, format: { comments: false } })];

/** Widget entries: every widgets/<name>/element.ts, plus the '/' redirector. */
export function widgetInputs() {
  const inputs = { entry: 'src/entry.ts' };
  for (const name of readdirSync('widgets')) {
    const file = `widgets/${name}/element.ts`;
    if (existsSync(file)) inputs[name] = file;
  }
  return inputs;
}

/** Provides the loader's only strings (errors.chunkLoad and the support labels) from the locale files, so they stay translated data. */
export function loaderMessages() {
  const id = 'virtual:loader-messages';
  return {
    name: 'loader-messages',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      const pick = (l) => {
        const table = JSON.parse(readFileSync(`locales/${l}.json`, 'utf8'));
        const server = table.ui.errors.server;
        return { ...table.errors.chunkLoad, contactIntro: server.contactIntro, contactMissing: server.contactMissing, phone: server.phone, email: server.email, schedule: server.schedule };
      };
      return `export default ${JSON.stringify({ en: pick('en'), fr: pick('fr') })};`;
    },
  };
}

/** Locale sections only one flow reads (the rest is shared). Keep in sync with src/i18n/messages.ts. */
const FLOW_SECTIONS = ['login', 'registration', 'recovery', 'profile'];

/**
 * Serves `import('locales/<l>.json', { with: { section } })` (see src/i18n/messages.ts): section
 * 'shared' is every section but the flows', any other is that one flow's section. A page then downloads
 * its language's shared messages plus its flow's, from the single locale file.
 */
function localeSections() {
  const prefix = '\0locale-section:';
  return {
    name: 'locale-sections',
    resolveId(source, importer, { attributes }) {
      const section = attributes?.section;
      if (!section || !importer || !source.endsWith('.json')) return null;
      if (section !== 'shared' && !FLOW_SECTIONS.includes(section)) this.error(`locale section ${section} is not in FLOW_SECTIONS`);
      return { id: `${prefix}${resolvePath(dirname(importer), source)}?${section}`, attributes: {} };
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const [file, section] = id.slice(prefix.length).split('?');
      this.addWatchFile(file);
      const table = JSON.parse(readFileSync(file, 'utf8'));
      // errors.chunkLoad is read by the loader only (virtual:loader-messages), never from these chunks.
      const { chunkLoad: _loaderOnly, ...errors } = table.errors ?? {};
      const picked = section === 'shared'
        ? Object.fromEntries(Object.entries({ ...table, errors }).filter(([key]) => !FLOW_SECTIONS.includes(key)))
        : { [section]: table[section] ?? {} };
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}

/** Chunk name of a locale section: `en-shared`, `fr-login` … */
function localeChunk(id) {
  const match = /^\0locale-section:.*\/(\w+)\.json\?(\w+)$/.exec(id);
  return match ? `${match[1]}-${match[2]}` : undefined;
}

export default [
  {
    input: widgetInputs(),
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'widgets/[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks(id) {
        // Locales stay one chunk each (a page downloads its language only); the captcha widget
        // is fetched only by pages that show a captcha.
        // The entry redirector is an entry with side effects: it must never be merged into the runtime.
        const locale = localeChunk(id);
        if (locale) return locale;
        if (id.includes('/locales/') || id.includes('node_modules/altcha') || id.endsWith('/src/entry.ts')) return undefined;
        if (id.includes('node_modules')) return 'runtime';
        return undefined;
      },
    },
    treeshake: {
      manualPureFunctions: SUPERSTRUCT_FACTORIES,
      // The generated area-code table builds a Set at load time (an effect for rollup): only pages whose
      // forms have a mobile-phone field should download it.
      moduleSideEffects: (id) => !id.endsWith('/src/forms/area-codes.generated.ts'),
    },
    plugins: [loaderMessages(), localeSections(), alias({ entries: aliases }), resolve(), json({ preferConst: true }), ts(), ...minify()],
  },
  {
    input: 'src/loader.ts',
    output: { file: 'dist/mi-portal.js', format: 'iife', inlineDynamicImports: true },
    plugins: [loaderMessages(), resolve(), ts(), ...minify(false)],
  },
];

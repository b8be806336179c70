// Two builds: the ESM widgets (one chunk per flow, one shared runtime chunk, one chunk per locale)
// and the loader as an IIFE, because AEM clientlibs emit classic <script src> tags.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
const minify = () => (dev ? [] : [terser({ format: { comments: false } })]);

/** Widget entries: every widgets/<name>/element.ts, plus the '/' redirector. */
export function widgetInputs() {
  const inputs = { entry: 'src/entry.ts' };
  for (const name of readdirSync('widgets')) {
    const file = `widgets/${name}/element.ts`;
    if (existsSync(file)) inputs[name] = file;
  }
  return inputs;
}

/** Provides the loader's only strings (errors.chunkLoad) from the locale files, so they stay translated data. */
function loaderMessages() {
  const id = 'virtual:loader-messages';
  return {
    name: 'loader-messages',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      const pick = (l) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')).errors.chunkLoad;
      return `export default ${JSON.stringify({ en: pick('en'), fr: pick('fr') })};`;
    },
  };
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
        if (id.includes('/locales/') || id.includes('node_modules/altcha') || id.endsWith('/src/entry.ts')) return undefined;
        if (id.includes('node_modules')) return 'runtime';
        return undefined;
      },
    },
    plugins: [alias({ entries: aliases }), resolve(), json({ preferConst: true }), ts(), ...minify()],
  },
  {
    input: 'src/loader.ts',
    output: { file: 'dist/mi-portal.js', format: 'iife', inlineDynamicImports: true },
    plugins: [loaderMessages(), resolve(), ts(), ...minify()],
  },
];

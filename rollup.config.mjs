// Two builds: the ESM widgets (one chunk per flow, one shared platform chunk with the libraries, one chunk per locale)
// and the loader as an IIFE, because AEM clientlibs emit classic <script src> tags.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
// Plain data, loaded through tsx (scripts/build.ts) or vitest's config bundler: the one list of tags.
import { ELEMENTS, ENTRY_SCRIPT, FLOW_SECTIONS, elementModule } from './widgets/manifest.ts';
// Plain data too: the route paths email links open (the loader matches the page's hash against them).
import { routeByName } from './src/router/routes.ts';
// Build-time analysis of what each flow's code can show: which messages its page downloads.
import { CODES_CHUNK, CODES_MODULE, LATER_CHUNK, SHARED_CHUNK, emptyText, laterChunkOf, leafKeys, mergeText, pickKeys, planMessages, readText } from './scripts/flow-usage.ts';
import { classUsage, splitStyles } from './scripts/styles.ts';

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
// The schema factories (src/contract/schema.ts) only build objects, but rollup cannot prove it, so every
// schema of the contract would be bundled whether used or not. Declaring them pure lets a widget carry
// only the schemas it uses. Rollup matches these by name in all modules: do not give a function with
// side effects one of these names.
const SCHEMA_FACTORIES = [
  'array', 'boolean', 'defaulted', 'enums', 'literal', 'nullable', 'number', 'optional', 'record', 'string', 'type', 'union',
];

// Two compress passes and module mode (top-level names are private to each ES chunk) shave a few per cent.
// `unsafe` assumes the built-ins are not replaced (String(x) -> x+"", `${a}b` -> a+"b", new Error -> Error), and
// `unsafe_arrows` makes arrows of function expressions that use no `this`: -190 B gzip on e-signature's page,
// -90 B on the login's. Our code converts only strings and numbers this way, and every arrow preact calls is a
// function component (called, never `new`ed); the e2e suite runs on this minified output.
const minify = (module = true) =>
  dev ? [] : [terser({ module, ecma: 2020, compress: { passes: 2, unsafe: true, unsafe_arrows: true }, format: { comments: false } })];

/**
 * Characters of content hash in a chunk's or stylesheet's name: 42 bits tell a file's versions apart, and every
 * name is in the loader's table and in each import of it (rollup's default 8: +0.1-0.2 KB gzip a page). Rollup
 * needs 7 once there are more than 64 chunks (the later message chunks made 79). The demo
 * server marks these names immutable (demo/api/compress.ts; tests/e2e/build-output.test.ts checks they agree).
 */
const HASH_LENGTH = 7;

/** FlowRoot imports it lazily: only the signed-in flows (manifest `signedIn`) need it, and they at once. */
const SESSION_GATE_MODULE = 'src/flow/SessionGate.tsx';

/** The folder of every file but the entries and the loader (chunk and stylesheet names end in their hash). */
const CHUNKS_DIR = 'chunks/';

/** The languages of locales/<l>.json (src/i18n/locale.ts). */
const LOCALES = ['en', 'fr'];

/** Widget entries from the manifest: every tag's widgets/<chunk>/element.ts, plus the '/' redirector. */
export function widgetInputs() {
  return { [ENTRY_SCRIPT.chunk]: ENTRY_SCRIPT.input, ...Object.fromEntries(ELEMENTS.map((el) => [el.chunk, elementModule(el)])) };
}

/** A plugin that serves the module text `source()` as `import … from 'virtual:<name>'`. */
function virtualModule(name, source) {
  const id = `virtual:${name}`;
  return {
    name,
    resolveId: (request) => (request === id ? `\0${id}` : null),
    load: (request) => (request === `\0${id}` ? source() : null),
  };
}

/** Provides the loader's only strings (errors.chunkLoad and the support labels) from the locale files, so they stay translated data. */
export function loaderMessages() {
  return virtualModule('loader-messages', () => {
    const pick = (l) => {
      const table = JSON.parse(readFileSync(`locales/${l}.json`, 'utf8'));
      const server = table.ui.errors.server;
      return { ...table.errors.chunkLoad, contactIntro: server.contactIntro, contactMissing: server.contactMissing, phone: server.phone, email: server.email, schedule: server.schedule };
    };
    return `export default ${JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, pick(l)])))};`;
  });
}

/**
 * What each entry chunk needs besides itself, from the last widget build (chunkGraph() below): its static
 * imports (transitively) and, for a signed-in flow, the session gate's chunk with its own imports; its
 * stylesheets; per language its message chunks; and, for a flow whose manifest entry names later views,
 * `later`: the paths of the routes email links open and the views' files. Paths are relative to dist/. Empty
 * before a build (vitest): the loader then only imports the entry.
 */
let builtGraph = {};
/** The stylesheet of what most flows show only past their first screen (chunks/later-<hash>.css), '' if none. */
let builtLaterStyles = '';

/**
 * Writes the stylesheet split by need (scripts/styles.ts): dist/mi-portal.css, the base every page includes;
 * chunks/<flow>-<hash>.css, each flow's other rules, which the loader adds with the flow; chunks/later-<hash>.css,
 * what most flows show only past their first screen, which the loader adds when the code past a first screen
 * asks (src/runtime/later-styles.ts); and chunks/altcha/captcha.css, ALTCHA's sheet and our overrides of its
 * markup, which the captcha adds when it loads (next to ALTCHA's workers). Returns each flow's stylesheets.
 */
function emitStyles(context, bundle) {
  // Our sheet imports ALTCHA's for the unbundled case (a page linking src/styles): the split places it itself.
  const ours = readFileSync('src/styles/mi-portal.css', 'utf8').replace(/^@import url\("altcha\.css"\)[^;]*;\s*$/m, '');
  const altcha = readFileSync('node_modules/altcha/dist/external/altcha.css', 'utf8');
  const texts = flowTexts(bundle);
  const usage = (part) => Object.fromEntries([...texts].map(([chunk, text]) => [chunk, classUsage(text[part])]));
  const split = splitStyles(ours, altcha, usage('all'), usage('first'));
  context.emitFile({ type: 'asset', fileName: 'mi-portal.css', source: split.base });
  context.emitFile({ type: 'asset', fileName: 'chunks/altcha/captcha.css', source: split.captcha });
  const hash = (text) => createHash('sha256').update(text).digest('base64url').slice(0, HASH_LENGTH);
  builtLaterStyles = split.later ? `${CHUNKS_DIR}later-${hash(split.later)}.css` : '';
  if (builtLaterStyles) context.emitFile({ type: 'asset', fileName: builtLaterStyles, source: split.later });
  return Object.fromEntries(Object.entries(split.flows).map(([chunk, source]) => {
    const fileName = `${CHUNKS_DIR}${chunk}-${hash(source)}.css`;
    context.emitFile({ type: 'asset', fileName, source });
    return [chunk, [fileName]];
  }));
}

/**
 * Records the chunk graph of the widget build for the loader build that follows (scripts/build.ts runs the
 * two in order) and writes it to dist/chunk-graph.json for the bench and for host pages that add
 * `<link rel="modulepreload">` tags themselves.
 */
export function chunkGraph() {
  return {
    name: 'chunk-graph',
    generateBundle(_options, bundle) {
      const css = emitStyles(this, bundle);
      const chunks = Object.values(bundle);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const chunkFile = (name) => chunks.find((c) => c.type === 'chunk' && !c.isEntry && c.name === name)?.fileName;
      const entries = [
        ...ELEMENTS.map((el) => ({
          chunk: el.chunk,
          sections: [SHARED_CHUNK, ...(messagePlan?.tagChunks[el.tag] ?? el.messages)],
          later: messagePlan?.tagLater[el.tag] ?? [],
        })),
        { chunk: ENTRY_SCRIPT.chunk, sections: [], later: [] },
      ];
      /** Files under `file` (its static imports, transitively) that are not in `have`: added to `have`. */
      const importsOf = (file, have) => {
        for (const next of byFile.get(file)?.imports ?? []) {
          if (have.has(next)) continue;
          have.add(next);
          importsOf(next, have);
        }
        return have;
      };
      /** The chunk holding a lazily imported module and what it imports that `first` does not hold. */
      const lazyFiles = (module, first, why) => {
        const id = resolvePath(module);
        const file = chunks.find((c) => c.type === 'chunk' && id in c.modules)?.fileName;
        if (!file) this.error(`${module} (${why}) is in no chunk`);
        const own = importsOf(file, new Set([...first, file]));
        return [...own].filter((f) => !first.has(f));
      };
      const graph = {};
      for (const { chunk, sections, later } of entries) {
        const entry = `widgets/${chunk}.js`;
        const el = ELEMENTS.find((e) => e.chunk === chunk);
        const seen = importsOf(entry, new Set());
        // A signed-in flow shows nothing before the session gate's first check: its chunk is first-screen code.
        const gate = el?.signedIn ? lazyFiles(SESSION_GATE_MODULE, new Set([entry, ...seen]), `session gate of ${chunk}`) : [];
        const messages = (l, names) => names.map((s) => chunkFile(`${l}-${s}`)).filter(Boolean);
        graph[chunk] = { js: [...seen, ...gate], css: css[chunk] ?? [], ...Object.fromEntries(LOCALES.map((l) => [l, messages(l, sections)])) };
        if (el?.later) {
          // A landing view's texts are past the first screen: its language's later message chunks come with it.
          const js = lazyFiles(el.later.module, new Set([entry, ...graph[chunk].js]), `later views of ${chunk} in widgets/manifest.ts`);
          // Its stylesheet past the first screen too (the error summary, dialogs).
          const styled = builtLaterStyles ? [...js, builtLaterStyles] : js;
          graph[chunk].later = { routes: el.later.landings.map((name) => routeByName(name).path), js: styled, ...Object.fromEntries(LOCALES.map((l) => [l, messages(l, later)])) };
        }
      }
      builtGraph = graph;
      this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: `${JSON.stringify(graph, null, 2)}\n` });
    },
  };
}

/**
 * `virtual:widget-table`: the loader's tag -> chunk table and the redirector's chunk, from the manifest, and
 * the chunk graph of the widget build as `files` (each chunk file once) and `deps` (entry chunk -> indexes
 * into `files`: static imports, stylesheets, message chunks per language and the later views' files), so the
 * loader fetches a flow's whole graph at once instead of one import level per round trip; `laterRoutes` are
 * the paths of the routes email links open, whose views are in the later files; `laterStyles` the stylesheet
 * past the first screens.
 */
export function widgetTable() {
  return virtualModule('widget-table', () => {
    const tags = Object.fromEntries(ELEMENTS.map((el) => [el.tag, el.chunk]));
    const laterFiles = (g, l) => g.later?.[l] ?? [];
    const files = [...new Set(Object.values(builtGraph).flatMap((g) => [...g.js, ...g.css, ...LOCALES.flatMap((l) => g[l]), ...(g.later?.js ?? []), ...LOCALES.flatMap((l) => laterFiles(g, l))]))];
    const index = (list) => list.map((f) => files.indexOf(f));
    const deps = Object.fromEntries(
      Object.entries(builtGraph).map(([chunk, g]) => [
        chunk,
        {
          js: index([...g.js, ...g.css]),
          ...Object.fromEntries(LOCALES.map((l) => [l, index(g[l])])),
          ...(g.later ? { later: index(g.later.js), ...Object.fromEntries(LOCALES.map((l) => [`later-${l}`, index(laterFiles(g, l))])) } : {}),
        },
      ]),
    );
    const laterRoutes = Object.fromEntries(Object.entries(builtGraph).flatMap(([chunk, g]) => (g.later ? [[chunk, g.later.routes]] : [])));
    // Every file of the graph is in chunks/: the table names them without the folder (the loader adds it back).
    const outside = files.filter((f) => !f.startsWith(CHUNKS_DIR));
    if (outside.length) throw new Error(`chunk graph files outside ${CHUNKS_DIR}: ${outside.join(', ')}`);
    return [
      `export const tags = ${JSON.stringify(tags)};`,
      `export const entryChunk = ${JSON.stringify(ENTRY_SCRIPT.chunk)};`,
      `export const files = ${JSON.stringify(files.map((f) => f.slice(CHUNKS_DIR.length)))};`,
      `export const deps = ${JSON.stringify(deps)};`,
      `export const laterRoutes = ${JSON.stringify(laterRoutes)};`,
      `export const laterStyles = ${JSON.stringify(builtLaterStyles.slice(CHUNKS_DIR.length))};`,
    ].join('\n');
  });
}

/** `{ en: { <chunk>: () => import('<abs>/locales/en.json', { with: { section: <chunk> } }) … }, fr: … }` for `chunks`. */
function sectionLoaders(chunks) {
  const loaders = (l) => {
    const file = JSON.stringify(resolvePath(`locales/${l}.json`));
    const entries = chunks.map((section) => {
      const name = JSON.stringify(section);
      return `${name}: () => import(${file}, { with: { section: ${name} } })`;
    });
    return `${l}: { ${entries.join(', ')} }`;
  };
  return `{ ${LOCALES.map(loaders).join(', ')} }`;
}

/** The message chunks every page may load: the shared one, the one past every first screen, the server codes'. */
const COMMON_CHUNKS = [SHARED_CHUNK, LATER_CHUNK, CODES_CHUNK];

/**
 * `virtual:locale-sections`: which message chunks each tag loads besides 'shared' (`tagSections`) and, per
 * language, one loader per common chunk: `() => import('<abs>/locales/<l>.json', { with: { section } })`; each
 * flow's own chunks' loaders come with its entry (`virtual:flow-messages/<chunk>`, flowMessages). In the build
 * the localeSections plugin below turns each into its own chunk holding the keys the flows use, and fills
 * `tagSections` from the same plan; vitest ignores the attribute and loads the whole file, which merges to the
 * same table, with the manifest's sections (`every`: loaders of every chunk here, for tests that render a flow
 * without its element module).
 */
export function localeSectionTable({ every = false } = {}) {
  return virtualModule('locale-sections', () => {
    const tagSections = Object.fromEntries(ELEMENTS.map((el) => [el.tag, el.messages]));
    // Under vitest every chunk is the whole locale file: nothing is left for later.
    const tagLater = Object.fromEntries(ELEMENTS.map((el) => [el.tag, []]));
    // The build replaces the marker with the plan's table (see localeSections); vitest keeps the manifest's.
    return [
      `export const tagSections = /* ${TAG_SECTIONS_MARK} */ ${JSON.stringify(tagSections)};`,
      `export const tagLater = /* ${TAG_LATER_MARK} */ ${JSON.stringify(tagLater)};`,
      `export const sections = ${sectionLoaders(every ? MESSAGE_CHUNKS : COMMON_CHUNKS)};`,
    ].join('\n');
  });
}

/**
 * Every message chunk: the keys every flow's first screen uses, the keys every flow uses past it, the server
 * codes' messages, per flow section its first screen's keys, and the later ones (laterChunkOf: the account
 * flows' in one). The later and codes chunks are loaded on demand (src/i18n/deferredMessages.ts).
 */
const MESSAGE_CHUNKS = [...new Set([SHARED_CHUNK, LATER_CHUNK, CODES_CHUNK, ...FLOW_SECTIONS, ...FLOW_SECTIONS.map(laterChunkOf)])];
const TAG_SECTIONS_MARK = 'mi-tag-sections';
const TAG_LATER_MARK = 'mi-tag-later';
const messageMark = (locale, chunk) => `mi-messages:${locale}:${chunk}`;

/** The message plan of the current build (scripts/flow-usage.ts), made once all modules are rendered. */
let messagePlan;

// What each module's code holds (scripts/flow-usage.ts), read once per build.
const moduleTexts = new Map();

/**
 * The route table names every route and keys no message (its `titleKey` is read nowhere): read as a flow's code,
 * it would give every page every route's title (`routes.${name}` matches the routes a flow's code names).
 */
const ROUTE_TABLE = /\/src\/router\/routes\.ts$/;

/**
 * Modules every page's platform holds whose strings name things without showing them: the captcha field and its
 * expired message (drafts leave the field out; the captcha views name both themselves), the generic code message
 * (mi-error reports its key), the page config's areas and the layouts ('entry', 'contact': read as route names they
 * gave every page the entry and contact titles). Their strings count for a flow's later messages, not its first
 * screen's: about 0.2 KB gzip a page in French. A key shown before its messages load logs an error, which the e2e
 * suite fails on.
 */
const NAMES_NOT_SHOWN = /\/src\/(contract\/captcha-names|api\/generic-code|config\/config|router\/layouts)\.ts$/;

/**
 * Each flow's code, from the rendered chunks (renderChunk's meta.chunks or generateBundle's bundle), its own
 * modules only (packages hold neither message keys nor our classes): `all`, its entry chunk and every chunk it
 * imports, statically or dynamically; `first`, what its first screen downloads (the entry, its static imports
 * and a signed-in flow's session gate, as the chunk graph lists them). Manifest chunk name -> texts.
 */
function flowTexts(chunks) {
  const gateId = resolvePath(SESSION_GATE_MODULE);
  return new Map(ELEMENTS.map((el) => {
    const read = (starts, dynamic) => {
      const text = emptyText();
      const seen = new Set();
      const visit = (file) => {
        const chunk = chunks[file];
        if (!chunk || chunk.type === 'asset' || seen.has(file)) return;
        seen.add(file);
        for (const [id, module] of Object.entries(chunk.modules)) {
          // The code catalogue's messages make their own chunk (codesText): they are not the flow's.
          if (!module.code || id.includes('/node_modules/') || id.startsWith('\0locale-section:') || CODES_MODULE.test(id) || ROUTE_TABLE.test(id)) continue;
          if (!dynamic && NAMES_NOT_SHOWN.test(id)) continue;
          if (!moduleTexts.has(id)) moduleTexts.set(id, readText(module.code));
          mergeText(text, moduleTexts.get(id));
        }
        for (const next of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) visit(next);
      };
      for (const file of starts) visit(file);
      return text;
    };
    const entry = Object.keys(chunks).find((file) => chunks[file].isEntry && chunks[file].name === el.chunk);
    const gate = el.signedIn ? Object.keys(chunks).filter((file) => chunks[file].type !== 'asset' && gateId in chunks[file].modules) : [];
    return [el.chunk, { all: read([entry], true), first: read([entry, ...gate], false) }];
  }));
}

/** What the server codes' catalogue (src/api/codes.ts) holds, from the rendered chunks. */
function codesText(chunks) {
  const text = emptyText();
  for (const chunk of Object.values(chunks)) {
    if (chunk.type === 'asset') continue;
    for (const [id, module] of Object.entries(chunk.modules)) if (module.code && CODES_MODULE.test(id)) readText(module.code, text);
  }
  return text;
}

/** The flows' message plan from the rendered chunks. */
function planFromChunks(chunks, keys) {
  const texts = flowTexts(chunks);
  const flows = ELEMENTS.map((el) => ({ tag: el.tag, sections: el.messages, text: texts.get(el.chunk).all, first: texts.get(el.chunk).first }));
  return planMessages(keys, flows, new Set(FLOW_SECTIONS), codesText(chunks), laterChunkOf);
}

/**
 * `virtual:flow-messages/<chunk>`: the loaders of the message chunks of one flow's sections (its manifest entry's
 * `messages`, first screen and later), imported by its element module and handed to defineWidget. Every page
 * used to carry every flow's loaders in the platform (about 0.5 KB gzip, the hashed file names of 40 chunks).
 */
export function flowMessages() {
  const prefix = 'virtual:flow-messages/';
  return {
    name: 'flow-messages',
    resolveId: (request) => (request.startsWith(prefix) ? `\0${request}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const chunk = id.slice(prefix.length + 1);
      const el = ELEMENTS.find((e) => e.chunk === chunk);
      if (!el) this.error(`virtual:flow-messages/${chunk}: no widgets/manifest.ts entry has chunk ${chunk}`);
      return `export default ${sectionLoaders([...new Set([...el.messages, ...el.messages.map(laterChunkOf)])])};`;
    },
  };
}

/**
 * Serves `import('locales/<l>.json', { with: { section } })` (the imports of virtual:locale-sections) as a
 * module whose default export is a marker; once every module is rendered, renderChunk plans which keys each
 * flow can ask for (scripts/flow-usage.ts) and writes each chunk's part of the locale file in place of its
 * marker, and each tag's chunk list into virtual:locale-sections. The build fails when a flow names a key of
 * a flow section its manifest entry does not list.
 */
function localeSections() {
  const prefix = '\0locale-section:';
  const tables = new Map();
  const table = (l) => {
    if (!tables.has(l)) tables.set(l, JSON.parse(readFileSync(resolvePath(`locales/${l}.json`), 'utf8')));
    return tables.get(l);
  };
  return {
    name: 'locale-sections',
    buildStart() {
      messagePlan = undefined;
      moduleTexts.clear();
      tables.clear();
      for (const l of LOCALES) this.addWatchFile(resolvePath(`locales/${l}.json`));
    },
    resolveId(source, importer, { attributes }) {
      const section = attributes?.section;
      if (!section || !importer || !source.endsWith('.json')) return null;
      if (!MESSAGE_CHUNKS.includes(section)) this.error(`locale section ${section} is read by no tag of widgets/manifest.ts`);
      return { id: `${prefix}${resolvePath(dirname(importer), source)}?${section}`, attributes: {} };
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const [file, section] = id.slice(prefix.length).split('?');
      const locale = /(\w+)\.json$/.exec(file)[1];
      return `export default ${JSON.stringify(messageMark(locale, section))};`;
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('"mi-messages:') && !code.includes(TAG_SECTIONS_MARK) && !code.includes(TAG_LATER_MARK)) return null;
      if (!messagePlan) {
        // errors.chunkLoad is read by the loader only (virtual:loader-messages), never from these chunks.
        const keys = leafKeys(table('en')).filter((key) => !key.startsWith('errors.chunkLoad.'));
        messagePlan = planFromChunks(meta.chunks, keys);
        if (messagePlan.undeclared.length) this.error(`flows name messages of sections their widgets/manifest.ts entry does not list: ${messagePlan.undeclared.join('; ')}`);
      }
      const out = code
        .replace(/"mi-messages:(\w+):(\w+)"/g, (_, l, chunk) => JSON.stringify(pickKeys(table(l), messagePlan.chunks[chunk] ?? new Set())))
        .replace(new RegExp(`/\\* ${TAG_SECTIONS_MARK} \\*/ \\{[^}]*\\}`), `(${JSON.stringify(messagePlan.tagChunks)})`)
        .replace(new RegExp(`/\\* ${TAG_LATER_MARK} \\*/ \\{[^}]*\\}`), `(${JSON.stringify(messagePlan.tagLater)})`);
      return { code: out, map: null };
    },
  };
}

/** The flow most visits start with: what it shares with other flows is one chunk (see sharedChunk). */
const FRONT_DOOR = 'login';

/**
 * The chunk of a module of ours several entries import: 'platform' for what the login flow or the '/'
 * redirector shares with another entry (with the libraries, see manualChunks). Rollup would make a chunk per
 * set of flows sharing a module, and the login page would ask for a dozen files: over HTTP/1.1 a browser
 * fetches six at a time, and each file past that waits a round trip. A flow may then download a small module
 * it does not use (contact: the password field), and the home page downloads the platform (27.6 KB instead
 * of 9.5): most visits of '/' go on to a widget page, which then finds the platform in the cache, and every
 * widget page is one file and 0.6 KB lighter. Modules only imported lazily (error pages, session gate) stay
 * apart, as do modules the login flow does not import.
 */
function sharedChunk(id, getModuleInfo) {
  const reach = new Map();
  const entriesOf = (moduleId) => {
    if (reach.has(moduleId)) return reach.get(moduleId);
    reach.set(moduleId, new Set());
    const info = getModuleInfo(moduleId);
    const found = new Set(info?.isEntry ? [moduleId] : []);
    for (const importer of info?.importers ?? []) for (const entry of entriesOf(importer)) found.add(entry);
    reach.set(moduleId, found);
    return found;
  };
  const entries = entriesOf(id);
  // What only the redirector imports (the redirector itself, which login reaches lazily after sign-in) stays
  // out of 'platform': every widget page downloads the platform before its first screen.
  const shared = entries.has(resolvePath(ENTRY_SCRIPT.input)) || entries.has(resolvePath(elementModule({ chunk: FRONT_DOOR })));
  return shared && entries.size > 1 ? 'platform' : undefined;
}

/**
 * The submit engine (src/flow/engine.ts) is one file: a module of it that a flow also imports on its own would
 * otherwise be a small file of its own, each one a request and an empty gzip dictionary more. Not the rules
 * runner: e-signature checks its profile with it on its first screen, which would then download the whole
 * engine (+1.4 KB there, 0.3 KB less for all flows together): it is a file of its own.
 */
const ENGINE_MODULES = ['/src/api/codes.ts', '/src/flow/submitEngine.ts', '/src/flow/submitPipeline.ts', '/src/flow/answer.ts', '/src/ui/formErrors.ts', '/src/ui/ErrorSummaryBox.tsx'];

/**
 * The radio group and the select with its province list: registration, profile and e-signature show both on their
 * first screen, email preferences only the radios. Rollup splits them by the lazy views that use one alone; as one
 * file those three pages are 283 to 294 B gzip lighter (each file starts gzip with an empty dictionary, and the
 * imports between the two go), and email preferences downloads the select too (+158 B, far under its budget).
 * Their imports are all in the platform.
 */
const CHOICE_FIELDS = ['/src/ui/RadioGroup.tsx', '/src/ui/Select.tsx', '/src/forms/provinces.ts'];

/** Chunk name of a locale section: `en-shared`, `fr-login` … */
function localeChunk(id) {
  const match = /^\0locale-section:.*\/(\w+)\.json\?(\w+)$/.exec(id);
  return match ? `${match[1]}-${match[2]}` : undefined;
}

export default [
  {
    input: widgetInputs(),
    // A lazy view (lazyRoute) imports from its flow's entry; with the default, rollup would move the entry's
    // code into a chunk behind a facade file to keep the entry's exports as written: one request more.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'widgets/[name].js',
      chunkFileNames: `${CHUNKS_DIR}[name]-[hash:${HASH_LENGTH}].js`,
      manualChunks(id, { getModuleInfo }) {
        // Locales stay one chunk each (a page downloads its language only); the captcha widget
        // is fetched only by pages that show a captcha.
        // The entry redirector is an entry with side effects: it must never be merged into the runtime.
        const locale = localeChunk(id);
        if (locale) return locale;
        if (id.includes('/locales/') || id.includes('node_modules/altcha') || id.endsWith('/src/entry.ts')) return undefined;
        // The libraries share the platform chunk: every widget page loads both, and one file compresses
        // better than two (gzip starts each file with an empty dictionary): -0.4 KB a page.
        if (id.includes('node_modules')) return 'platform';
        if (ENGINE_MODULES.some((m) => id.endsWith(m))) return 'submitEngine';
        if (id.endsWith('/src/forms/validate.ts')) return 'validate';
        // Three names every form's captcha and the engine share, and the store source of the long forms: in the
        // platform rather than a 100-byte file each.
        if (id.endsWith('/src/contract/captcha-names.ts') || id.endsWith('/src/flow/valuesSource.ts')) return 'platform';
        if (CHOICE_FIELDS.some((m) => id.endsWith(m))) return 'choice-fields';
        return sharedChunk(id, getModuleInfo);
      },
    },
    treeshake: {
      manualPureFunctions: SCHEMA_FACTORIES,
      // The generated area-code table builds a Set at load time (an effect for rollup): only pages whose
      // forms have a mobile-phone field should download it.
      moduleSideEffects: (id) => !id.endsWith('/src/forms/area-codes.generated.ts'),
    },
    plugins: [loaderMessages(), localeSectionTable(), flowMessages(), localeSections(), alias({ entries: aliases }), resolve(), json({ preferConst: true }), ts(), ...minify(), chunkGraph()],
  },
  {
    input: 'src/loader.ts',
    output: { file: 'dist/mi-portal.js', format: 'iife', inlineDynamicImports: true },
    plugins: [loaderMessages(), widgetTable(), resolve(), ts(), ...minify(false)],
  },
];

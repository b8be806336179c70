/**
 * The loader (dist/mi-portal.js). Built as a classic-script-compatible IIFE so AEM clientlibs can
 * include it with a plain <script src>; it also works as <script type="module">. It only knows the
 * tag table (virtual:widget-table, generated from widgets/manifest.ts and the build's chunk graph: nothing
 * here imports widgets/): each flow is fetched when its tag first appears in the page, including tags
 * added later (MutationObserver), with every chunk, stylesheet and message chunk it needs requested at
 * once, so the page waits one round trip after the loader instead of one per import level. A chunk that
 * fails to load reloads the page at most once per 60 s; after that the element shows the 500 error text
 * instead of looping.
 */
import loaderMessages from 'virtual:loader-messages';
import { deps, entryChunk, files, tags } from 'virtual:widget-table';
import { asLocale, localeFromPath } from './i18n/locale';
import { CHUNK_ERROR_EVENT, fallbackErrorNode, supportFromPage } from './runtime/fallback-error';
import { reloadThrottled } from './runtime/reload';

const SCRIPT_NAME = /\/mi-portal(\.min)?\.js(\?|#|$)/;

/** Where chunks live: `data-chunk-base` on the script tag, else the script's own folder. */
function chunkBase(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  const script =
    current && SCRIPT_NAME.test(current.src)
      ? current
      : Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => SCRIPT_NAME.test(s.src));
  const explicit = script?.dataset.chunkBase;
  const from = explicit ? new URL(explicit, document.baseURI) : new URL('.', script?.src ?? document.baseURI);
  return from.href.endsWith('/') ? from.href : `${from.href}/`;
}

const base = chunkBase();
const requested = new Set<string>();

function fallback(): HTMLElement {
  return fallbackErrorNode(document, loaderMessages[localeFromPath(location.pathname)], supportFromPage(document));
}

function showChunkError(tag: string): void {
  for (const el of Array.from(document.getElementsByTagName(tag))) el.replaceChildren(fallback());
}

// A widget whose messages chunk failed (after the reload throttle) asks for the same page.
document.addEventListener(CHUNK_ERROR_EVENT, (event) => {
  if (event.target instanceof Element) event.target.replaceChildren(fallback());
});

/** Starts fetching one file of the chunk graph (once per page); a failure shows when the flow imports it. */
function prefetch(file: string): void {
  if (requested.has(file)) return;
  requested.add(file);
  // Modules: an import() started now fetches the file and its imports while the entry arrives; the
  // entry's own import of it reuses the same module. Stylesheets: a <link> (style-src 'self').
  if (file.endsWith('.css')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = base + file;
    document.head.append(link);
  } else import(/* webpackIgnore: true */ base + file).catch(() => undefined);
}

/**
 * Fetches dist/widgets/<chunk>.js once for `tag`, together with its chunk graph and the message chunks
 * of `locales` (its elements show the error if it cannot load).
 */
function load(tag: string, chunk: string, locales: readonly string[] = []): void {
  const graph = deps[chunk];
  for (const i of [...(graph?.js ?? []), ...locales.flatMap((l) => graph?.[l] ?? [])]) {
    const file = files[i];
    if (file) prefetch(file);
  }
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(/* webpackIgnore: true */ `${base}widgets/${chunk}.js`).catch((error: unknown) => {
    console.error(`[mi-portal] could not load ${chunk}`, error);
    if (!reloadThrottled()) showChunkError(tag);
  });
}

/** The languages of the elements found (their `locale` attribute, else the page path), for their messages. */
function localesOf(elements: readonly Element[]): string[] {
  return elements.map((el) => {
    const attribute = el.getAttribute('locale');
    return attribute ? asLocale(attribute) : localeFromPath(location.pathname);
  });
}

function scan(root: ParentNode): void {
  for (const [tag, chunk] of Object.entries(tags)) {
    const found = Array.from(root.querySelectorAll(tag));
    if (root instanceof Element && root.localName === tag) found.push(root);
    if (found.length) load(tag, chunk, localesOf(found));
  }
}

/** The home page (config `"entry": true`) runs the spec's '/' redirector. */
function isEntryPage(): boolean {
  const raw = document.getElementById('mi-portal-config')?.textContent;
  if (!raw) return false;
  try {
    return (JSON.parse(raw) as { entry?: unknown }).entry === true;
  } catch {
    return false;
  }
}

function start(): void {
  // The redirector defines no tag: the pseudo-tag only keys it in `requested`.
  if (isEntryPage()) load('mi-entry', entryChunk);
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

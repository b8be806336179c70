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
import { deps, entryChunk, files, laterRoutes, laterStyles, tags } from 'virtual:widget-table';
import { asLocale, localeFromPath } from './i18n/locale';
import { hashRoutePath } from './runtime/hash-path';
import { CHUNK_ERROR_EVENT, fallbackErrorNode, rawPageConfig, supportFromPage } from './runtime/fallback-error';
import { LATER_STYLES_EVENT } from './runtime/later-styles';
import { logSettingReports } from './config/missing';
import { answerReloads, reloadThrottled } from './runtime/reload';

const SCRIPT_NAME = /\/mi-portal(\.min)?\.js(\?|#|$)/;

/** Where chunks live: `data-chunk-base` on the script tag, else the script's own folder. */
function chunkBase(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  const script =
    current && SCRIPT_NAME.test(current.src)
      ? current
      : [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => SCRIPT_NAME.test(s.src));
  const explicit = script?.dataset.chunkBase;
  const from = explicit ? new URL(explicit, document.baseURI) : new URL('.', script?.src ?? document.baseURI);
  return from.href.endsWith('/') ? from.href : `${from.href}/`;
}

const base = chunkBase();
/** Tags whose entry was requested. */
const requested = new Set<string>();

/** The element whose content last took focus: a view it replaced (by "Loading…", then this page) took focus with it. */
let focusedTag: Element | null = null;

/**
 * Puts the error page in `host`. Focus that was in the element (still, or until a view of it was removed) goes to
 * the page's Reload button: it would otherwise fall to the page's start with the removed field.
 */
function showError(host: Element): void {
  const active = document.activeElement;
  const focused = host.contains(active) || (active == document.body && !!focusedTag?.contains(host));
  const box = fallbackErrorNode(document, loaderMessages[localeFromPath(location.pathname)], supportFromPage(document));
  host.replaceChildren(box);
  if (focused) box.querySelector('button')?.focus();
}

/** Where what was typed into a prerendered screen waits across the reload a failed chunk causes. */
const TYPED = 'mi-portal:typed';

/**
 * Keeps what was typed into `tag`'s prerendered screen (the login's) before its code failed to load: the reload
 * (or the error page) would drop it. Never a password field (Show password has no code before the widget).
 */
function keepTyped(tag: string): void {
  const typed: Record<string, string> = {};
  for (const field of document.querySelectorAll<HTMLInputElement>(`${tag} input:not([type=password])`)) if (field.value != field.defaultValue) typed[field.name] = field.value;
  try {
    sessionStorage.setItem(TYPED, JSON.stringify(typed));
  } catch {
    // Storage blocked or full: the reload goes on without it.
  }
}

/**
 * Puts it back into the prerendered fields of that name, unless typed over since, before any widget takes over
 * (its first render adopts it, flow/adopt.ts). Forgotten at once, whichever page the tab opens next (only the
 * login pages have such fields).
 */
function restoreTyped(): void {
  try {
    const typed = JSON.parse(sessionStorage.getItem(TYPED) ?? '{}') as Record<string, unknown>;
    sessionStorage.removeItem(TYPED);
    for (const field of document.querySelectorAll<HTMLInputElement>(`:is(${ANY_TAG}) input`)) {
      const value = typed[field.name];
      if (typeof value == 'string' && field.value == field.defaultValue) field.value = value;
    }
  } catch {
    // Nothing kept, or storage blocked.
  }
}

// The widget chunks only ask: the loader owns the reload throttle and the page's missing-setting errors.
answerReloads(document);
logSettingReports(document);

document.addEventListener('focusin', (event) => {
  // The build's tag list is never empty.
  focusedTag = (event.target as Element).closest(ANY_TAG);
});

// Enter in a prerendered screen's field before its code took over (its submit button is disabled until then,
// widgets/login/shell.ts) sends the form once the widget enables that button, rather than doing nothing. An edit in
// the form after it withdraws that send (a key that edits nothing does not: Shift, an arrow, a screen reader's): the
// user went on (the password), and the form would go with what it holds when the code arrives, half a password, as a
// failed sign-in that counts towards the lockout. An Enter that ends an IME composition sends nothing.
let queued: Element | undefined;
document.addEventListener('keydown', (event) => {
  const field = event.target as HTMLInputElement;
  const tag = field.closest(ANY_TAG);
  const form = field.form;
  const button = event.key == 'Enter' && !event.isComposing && tag && !customElements.get(tag.localName) && form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !button || !button.disabled || queued == button) return;
  queued = button;
  const withdraw = () => {
    queued = undefined;
    observer.disconnect();
    form.removeEventListener('input', withdraw);
  };
  const observer = new MutationObserver(() => {
    if (button.disabled) return;
    withdraw();
    button.click();
  });
  observer.observe(button, { attributeFilter: ['disabled'] });
  form.addEventListener('input', withdraw);
});

// A page the browser's back/forward cache brings back (Back after a sign-out, on a shared computer) would show what
// its widgets held as it was left: a password typed, a signed-in panel, a profile, a session since ended. It loads
// again instead, as if the browser kept no such copy: the widgets start from the server's answers, and what was typed
// comes back from the drafts, never a secret. Their old content goes at once, not when the new page paints. Their
// leave guards are silenced for that reload: they would ask whether to reload, over widgets already emptied, for
// what the drafts keep (written as the page was left). Listeners at the window run in the order they were added,
// capturing or not: this one is added before any widget's.
let reloading = false;
addEventListener('beforeunload', (leaving) => reloading && leaving.stopImmediatePropagation());
addEventListener('pageshow', (event) => {
  const widgets = event.persisted ? document.querySelectorAll(ANY_TAG) : [];
  if (!widgets.length) return;
  reloading = true;
  for (const widget of widgets) widget.replaceChildren();
  location.reload();
});

// A widget whose messages chunk failed (after the reload throttle) asks for the same page.
document.addEventListener(CHUNK_ERROR_EVENT, (event) => {
  if (event.target instanceof Element) showError(event.target);
});

const fetched = new Map<string, Promise<unknown>>();

// A widget's code past its first screen asks for the later stylesheet (src/runtime/later-styles.ts).
document.addEventListener(LATER_STYLES_EVENT, (event) => {
  if (!laterStyles || !(event instanceof CustomEvent) || typeof event.detail !== 'function') return;
  event.preventDefault();
  const done = event.detail as () => void;
  void prefetch(laterStyles).then(done);
});

function link(rel: string, href: string): HTMLLinkElement {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = href;
  document.head.append(el);
  return el;
}

/**
 * Starts fetching one file of dist/chunks/ (once per page). A module: an import() started now fetches
 * it while the entry arrives, and the entry's own import of it reuses it (a failure shows then). A
 * stylesheet: a <link> (style-src 'self'), whose promise settles once it applies or failed.
 */
function prefetch(file: string): Promise<unknown> {
  let pending = fetched.get(file);
  if (!pending) {
    const url = `${base}chunks/${file}`;
    pending = file.endsWith('.css')
      ? new Promise((done) => {
          const sheet = link('stylesheet', url);
          sheet.onload = sheet.onerror = done;
        })
      : import(/* webpackIgnore: true */ url).catch(() => undefined);
    fetched.set(file, pending);
  }
  return pending;
}

/**
 * The files of `chunk`'s later views and their messages in `locales` when the page opens on one of their routes:
 * an activation or reset link lands there, and its view would otherwise be fetched once the flow has rendered
 * (and its imports after it).
 */
function landingFiles(chunk: string, locales: readonly string[]): readonly number[] {
  const graph = deps[chunk];
  if (!laterRoutes[chunk]?.includes(hashRoutePath(location.hash))) return [];
  return [...(graph?.later ?? []), ...locales.flatMap((l) => graph?.[`later-${l}`] ?? [])];
}

/**
 * Fetches dist/widgets/<chunk>.js once for `tag`, together with its chunk graph, its stylesheets, the
 * message chunks of `locales` and the view the page's hash names, all at once; the entry runs once its
 * stylesheets apply, so the flow never shows unstyled (its elements show the error if it cannot load).
 */
function load(tag: string, chunk: string, locales: readonly string[] = []): void {
  const graph = deps[chunk];
  const styles: Promise<unknown>[] = [];
  for (const i of [...(graph?.js ?? []), ...locales.flatMap((l) => graph?.[l] ?? []), ...landingFiles(chunk, locales)]) {
    const file = files[i];
    if (!file) continue;
    const pending = prefetch(file);
    if (file.endsWith('.css')) styles.push(pending);
  }
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  const entry = `${base}widgets/${chunk}.js`;
  // Fetched now, run after the stylesheets (a browser without modulepreload fetches it then).
  if (styles.length) link('modulepreload', entry);
  Promise.all(styles)
    .then(() => import(/* webpackIgnore: true */ entry))
    .catch((error: unknown) => {
      console.error(`[mi-portal] could not load ${chunk}`, error);
      keepTyped(tag);
      if (!reloadThrottled()) for (const el of document.querySelectorAll(tag)) showError(el);
    });
}

/** The languages of the elements found (their `locale` attribute, else the page path), for their messages. */
function localesOf(elements: readonly Element[]): string[] {
  return elements.map((el) => {
    const attribute = el.getAttribute('locale');
    return attribute ? asLocale(attribute) : localeFromPath(location.pathname);
  });
}

// One query for every tag first: scan runs for each element added to the page (the widgets' own renders
// included), and almost none of them holds a widget.
const ANY_TAG = Object.keys(tags).join(',');

function scan(root: ParentNode): void {
  if (!ANY_TAG || (!root.querySelector(ANY_TAG) && !(root instanceof Element && root.localName in tags))) return;
  for (const [tag, chunk] of Object.entries(tags)) {
    const found = [...root.querySelectorAll(tag)];
    if (root instanceof Element && root.localName === tag) found.push(root);
    if (found.length) load(tag, chunk, localesOf(found));
  }
}

function start(): void {
  // The home page (config `"entry": true`) runs the spec's '/' redirector. It defines no tag: the pseudo-tag only
  // keys it in `requested`.
  if (rawPageConfig(document).entry === true) load('mi-entry', entryChunk);
  scan(document);
  // After the requests are out (the tab's storage opens slowly on its first use); the chunks cannot run before.
  if (ANY_TAG) restoreTyped();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

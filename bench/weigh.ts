/**
 * `node --import tsx bench/weigh.ts` (after `npm run build`): what a page holding one widget downloads for it,
 * gzip -9: the loader, the base stylesheet, the widget's chunk and every file of its chunk graph
 * (dist/chunk-graph.json: the chunks it imports, a signed-in flow's session gate, its stylesheets, its English
 * message chunks), and the captcha's stylesheet when the flow shows a captcha (the captcha's own script is not
 * counted). Other lazy chunks (error pages, the submit engine, later views) wait for a failure or the user.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Entry chunk -> the files the loader fetches with it (paths under dist/), per `npm run build`. */
export type ChunkGraph = Record<string, { js: string[]; css: string[]; en: string[]; fr: string[]; later?: LaterFiles }>;

/** A flow's views past its first screen that email links open: their route paths and files. */
export interface LaterFiles {
  routes: string[];
  js: string[];
  en: string[];
  fr: string[];
}

/** The chunk graph the build wrote. */
export function chunkGraph(dist = 'dist'): ChunkGraph {
  return JSON.parse(readFileSync(`${dist}/chunk-graph.json`, 'utf8')) as ChunkGraph;
}

/** The captcha's stylesheet, linked by the chunk that loads ALTCHA. */
export const CAPTCHA_CSS = 'chunks/altcha/captcha.css';

/** gzip -9 bytes of one file. */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The files a page with only `widget` (e.g. dist/widgets/login.js) downloads for its first screen, in `locale`:
 * the loader, the base stylesheet, the flow's chunk graph, and the captcha's stylesheet when that screen shows
 * a captcha.
 */
export function pageFiles(widget: string, dist = 'dist', locale: 'en' | 'fr' = 'en'): string[] {
  const flow = basename(widget, '.js');
  const graph = chunkGraph(dist)[flow];
  const own = graph ? [...graph.js, ...graph.css, ...graph[locale]].map((f) => `${dist}/${f}`) : [];
  const loaded = [widget, ...own];
  // The chunk that loads ALTCHA names its stylesheet: a flow holding it shows a captcha.
  const captcha = loaded.some((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('captcha.css')) ? [`${dist}/${CAPTCHA_CSS}`] : [];
  return [`${dist}/mi-portal.js`, `${dist}/mi-portal.css`, ...loaded, ...captcha];
}

/** gzip -9 bytes of the files a page with only `widget` downloads for it in `locale`, split into JavaScript and CSS. */
export function pageWeight(widget: string, dist = 'dist', locale: 'en' | 'fr' = 'en'): { files: string[]; gzip: number; js: number; css: number } {
  const files = pageFiles(widget, dist, locale);
  const of = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipBytes(f), 0);
  const js = of('.js');
  const css = of('.css');
  return { files, gzip: js + css, js, css };
}

/**
 * The files a page with only `widget` downloads when it opens on a route an email link leads to (activation,
 * recovery codes): the first screen's, and the later views and their messages, which the loader fetches with it
 * on those routes (src/loader.ts). Null for a flow with no such route.
 */
export function landingFiles(widget: string, dist = 'dist', locale: 'en' | 'fr' = 'en'): { routes: string[]; files: string[] } | null {
  const later = chunkGraph(dist)[basename(widget, '.js')]?.later;
  if (!later) return null;
  const laterFiles = [...later.js, ...later[locale]].map((f) => `${dist}/${f}`);
  // The captcha's stylesheet is linked when a captcha shows: on the first screen, which a link's page skips
  // (Chromium fetches it there only if a later view holds a captcha).
  const captcha = laterFiles.some((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('captcha.css'));
  const first = pageFiles(widget, dist, locale).filter((f) => captcha || f !== `${dist}/${CAPTCHA_CSS}`);
  return { routes: later.routes, files: [...first, ...laterFiles] };
}

/**
 * Every file of every flow, each once (what visiting all the pages downloads): the loader, the base and flow
 * stylesheets, the captcha's stylesheet, the entries and every chunk (lazy ones included) with the English
 * messages; not the captcha's script nor the French messages.
 */
export function allFlowFiles(dist = 'dist'): string[] {
  const chunks = readdirSync(`${dist}/chunks`).filter((f) => /\.(js|css)$/.test(f) && !/^(fr-|altcha)/.test(f));
  return [
    `${dist}/mi-portal.js`, `${dist}/mi-portal.css`, `${dist}/${CAPTCHA_CSS}`,
    ...readdirSync(`${dist}/widgets`).map((f) => `${dist}/widgets/${f}`),
    ...chunks.map((f) => `${dist}/chunks/${f}`),
  ];
}

if (process.argv[1]?.endsWith('/weigh.ts')) {
  for (const w of readdirSync('dist/widgets')) {
    const { files, gzip, js, css } = pageWeight(`dist/widgets/${w}`);
    console.log(w, (gzip / 1024).toFixed(1), 'KB gz', `(js ${(js / 1024).toFixed(1)}, css ${(css / 1024).toFixed(1)})`, files.length, 'files');
  }
}

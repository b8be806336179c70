/**
 * `node --import tsx bench/weigh.ts` (after `npm run build`): what a page holding one widget downloads,
 * gzip -9: the loader, the widget's chunk and every file of its chunk graph (dist/chunk-graph.json: the chunks
 * it imports, its stylesheets and the English message chunks it loads).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Entry chunk -> the files the loader fetches with it (paths under dist/), per `npm run build`. */
export type ChunkGraph = Record<string, { js: string[]; css: string[]; en: string[]; fr: string[] }>;

/** The chunk graph the build wrote. */
export function chunkGraph(dist = 'dist'): ChunkGraph {
  return JSON.parse(readFileSync(`${dist}/chunk-graph.json`, 'utf8')) as ChunkGraph;
}

/** The files a page with only `widget` (e.g. dist/widgets/login.js) downloads, in `locale`. */
export function pageFiles(widget: string, dist = 'dist', locale: 'en' | 'fr' = 'en'): string[] {
  const graph = chunkGraph(dist)[basename(widget, '.js')];
  const own = graph ? [...graph.js, ...graph.css, ...graph[locale]] : [];
  return [`${dist}/mi-portal.js`, widget, ...own.map((f) => `${dist}/${f}`)];
}

/** gzip -9 bytes of the files a page with only `widget` downloads. */
export function pageWeight(widget: string, dist = 'dist'): { files: string[]; gzip: number } {
  const files = pageFiles(widget, dist);
  return { files, gzip: files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) };
}

if (process.argv[1]?.endsWith('/weigh.ts')) {
  for (const w of readdirSync('dist/widgets')) {
    const { files, gzip } = pageWeight(`dist/widgets/${w}`);
    console.log(w, (gzip / 1024).toFixed(1), 'KB gz', files.length, 'files');
  }
}

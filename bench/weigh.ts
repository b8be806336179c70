/**
 * `node --import tsx bench/weigh.ts` (after `npm run build`): what a page holding one widget downloads,
 * gzip -9: the widget's static import closure, the loader, and the English messages that widget loads
 * (shared sections plus the flow sections widgets/manifest.ts lists for it).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ELEMENTS } from '../widgets/manifest';
import { staticClosure } from './page-weight';

/** The built message chunks of `locale` a widget tag loads. */
export function localeChunks(locale: string, tag: string, dist = 'dist'): string[] {
  const sections = ['shared', ...(ELEMENTS.find((el) => el.tag === tag)?.messages ?? [])];
  return readdirSync(`${dist}/chunks`)
    .filter((f) => sections.some((s) => f.startsWith(`${locale}-${s}-`)))
    .map((f) => `${dist}/chunks/${f}`);
}

/** gzip -9 bytes of the files a page with only `widget` (e.g. dist/widgets/login.js) downloads. */
export function pageWeight(widget: string, dist = 'dist'): { files: string[]; gzip: number } {
  const tag = `mi-${basename(widget, '.js')}`;
  const files = [...staticClosure(widget), `${dist}/mi-portal.js`, ...localeChunks('en', tag, dist)];
  return { files, gzip: files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) };
}

if (process.argv[1]?.endsWith('/weigh.ts')) {
  for (const w of readdirSync('dist/widgets')) {
    const { files, gzip } = pageWeight(`dist/widgets/${w}`);
    console.log(w, (gzip / 1024).toFixed(1), 'KB gz', files.length, 'files');
  }
}

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compressed sizes of one file. */
export interface Size {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** gzip -9 and brotli (quality 11) sizes of a buffer. */
export function measure(name: string, data: Buffer): Size {
  return {
    name,
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The built files grouped as the bench reports them. */
export function distFiles(dist = 'dist') {
  // Chunk files only: chunks/altcha/ is the folder of ALTCHA's workers.
  const chunks = readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
  const pick = (re: RegExp) => chunks.filter((f) => re.test(f)).map((f) => join(dist, 'chunks', f));
  return {
    loader: join(dist, 'mi-portal.js'),
    runtime: pick(/^runtime-/),
    locales: { en: pick(/^en-/), fr: pick(/^fr-(?!ca-)/) },
    // ALTCHA's own Canadian French strings (fr-ca-*) come with the captcha, not with our messages.
    captcha: pick(/^(altcha|fr-ca-)/),
    widgets: readdirSync(join(dist, 'widgets')).map((f) => join(dist, 'widgets', f)),
    otherChunks: chunks.filter((f) => !/^(runtime|en|fr|altcha)[-.]/.test(f)).map((f) => join(dist, 'chunks', f)),
    css: join(dist, 'mi-portal.css'),
  };
}

/** Size of several files measured as one download (sum of each file's compressed size). */
export function total(name: string, files: string[]): Size {
  return files.map((f) => measure(f, readFileSync(f))).reduce((a, b) => ({ name, raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { name, raw: 0, gzip: 0, brotli: 0 });
}

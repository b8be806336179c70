import { readFileSync } from 'node:fs';
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

/** Size of several files measured as one download (sum of each file's compressed size). */
export function total(name: string, files: string[]): Size {
  return files.map((f) => measure(f, readFileSync(f))).reduce((a, b) => ({ name, raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { name, raw: 0, gzip: 0, brotli: 0 });
}

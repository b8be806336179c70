import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, isHashedChunk, pickEncoding, staticBody, validators } from './compress';
import type { DemoServer } from './server';
import { startTestServer } from './test-client';

const root = mkdtempSync(join(tmpdir(), 'mi-compress-'));
mkdirSync(join(root, 'chunks', 'altcha'), { recursive: true });
const code = `export const text = ${JSON.stringify('a widget chunk '.repeat(200))};\n`;
const chunk = join(root, 'chunks', 'runtime-CXPkl4a.js');
const worker = join(root, 'chunks', 'altcha', 'sha.js');
const loader = join(root, 'mi-portal.js');
const icon = join(root, 'favicon.png');
for (const file of [chunk, worker, loader]) writeFileSync(file, code);
writeFileSync(icon, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const js = 'text/javascript; charset=utf-8';
const asking = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s -> %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });
});

describe('static bodies', () => {
  it('caches hashed chunks for a year as immutable and revalidates everything else', () => {
    expect(isHashedChunk(chunk)).toBe(true);
    expect(isHashedChunk(join(root, 'chunks', 'PasswordField-sY9-8Wb.js'))).toBe(true);
    expect(isHashedChunk(worker)).toBe(false);
    expect(isHashedChunk(loader)).toBe(false);
    expect(isHashedChunk(join(root, 'widgets', 'login-CXPkl4a.js'))).toBe(false);
    expect(staticBody(asking(), chunk, js).headers['Cache-Control']).toBe(IMMUTABLE);
    expect(staticBody(asking(), loader, js).headers['Cache-Control']).toBe(REVALIDATE);
    expect(staticBody(asking(), worker, js).headers['Cache-Control']).toBe(REVALIDATE);
  });

  it('sends text gzip- or brotli-compressed as asked, with its length and Vary, and the same bytes after decoding', () => {
    const gz = staticBody(asking('gzip, deflate'), loader, js);
    expect(gz.headers).toMatchObject({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': gz.body.length });
    expect(gunzipSync(gz.body).toString()).toBe(code);
    expect(gz.body.length).toBeLessThan(code.length / 5);
    const br = staticBody(asking('gzip, br'), chunk, js);
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(code);
  });

  it('sends the file as is to a client that accepts no coding, and never compresses images', () => {
    const plain = staticBody(asking(), loader, js);
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
    const png = staticBody(asking('gzip, br'), icon, 'image/png');
    expect(png.headers).toEqual({ 'Cache-Control': REVALIDATE, 'Content-Length': 7, ...validators(statSync(icon)) });
  });

  it('compresses a rebuilt file again instead of sending the old bytes', () => {
    const first = staticBody(asking('gzip'), loader, js);
    writeFileSync(loader, `${code}// rebuilt, longer\n`);
    const second = staticBody(asking('gzip'), loader, js);
    expect(gunzipSync(second.body).toString()).toContain('rebuilt');
    expect(second.body.equals(first.body)).toBe(false);
  });
});

/** GET through node:http (fetch would decode the body and hide Content-Encoding's effect). */
function get(url: string, acceptEncoding: string, more: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding, ...more } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', fail).end();
  });
}

describe('the demo server', () => {
  let server: DemoServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ distDir: root });
  });
  afterAll(() => server?.close());

  it('serves dist compressed, hashed chunks immutable and the loader revalidated', async () => {
    const url = server?.url ?? '';
    const hashed = await get(`${url}/mi-portal/chunks/runtime-CXPkl4a.js`, 'gzip, deflate');
    expect(hashed.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' });
    expect(gunzipSync(hashed.body).toString()).toBe(code);
    const entry = await get(`${url}/mi-portal/mi-portal.js`, 'br');
    expect(entry.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': REVALIDATE });
    expect(entry.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a revalidation of an unchanged file 304 with no body, and sends a changed one again', async () => {
    const url = `${server?.url ?? ''}/mi-portal/mi-portal.js`;
    const first = await get(url, 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    // The same version asked for in another coding is still the same version.
    const asks: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"other", ${etag}` }, { 'if-modified-since': String(first.headers['last-modified']) }];
    for (const ask of asks) {
      const again = await get(url, 'gzip', ask);
      expect(again.status, JSON.stringify(ask)).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers).toMatchObject({ etag, 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    }
    expect((await get(url, 'br', { 'if-none-match': '"other"' })).status).toBe(200);
    // A rebuild (new size and time) is sent in full to a browser holding the old version.
    writeFileSync(loader, `${code}// rebuilt again, longer still\n`);
    const rebuilt = await get(url, 'br', { 'if-none-match': etag });
    expect(rebuilt.status).toBe(200);
    expect(brotliDecompressSync(rebuilt.body).toString()).toContain('rebuilt again');
    expect(rebuilt.headers.etag).not.toBe(etag);
  });
});

import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { staticBody } from './compress';
import { SECURITY_HEADERS } from './http';

/**
 * The strict policy of every page: no inline script or style, no eval. worker-src allows blob:
 * because the ALTCHA widget may start its proof-of-work workers from blobs. Trusted Types are enforced:
 * the widgets' script URLs go through their `mi-portal` policy (src/runtime/trusted-types.ts) and ALTCHA
 * (Svelte) creates `svelte-trusted-html` for its templates; no other policy may exist.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
  "worker-src 'self' blob:", "frame-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
  "frame-ancestors 'self'", "require-trusted-types-for 'script'", 'trusted-types mi-portal svelte-trusted-html',
].join('; ');

/** Content types by extension; anything else is refused rather than guessed. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
};

/** One mounted folder: URL prefix (ending in '/') and the folders tried in order. */
export interface Mount {
  prefix: string;
  roots: readonly string[];
}

function safeFile(root: string, relative: string): string | undefined {
  const base = resolve(root);
  const target = resolve(base, `.${sep}${relative}`);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  if (!existsSync(target)) return undefined;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    const index = resolve(target, 'index.html');
    return existsSync(index) && statSync(index).isFile() ? index : undefined;
  }
  // "login.html/" is not a file's address (relative links on it would resolve under it): a 404, as nginx answers.
  return stat.isFile() && !relative.endsWith('/') ? target : undefined;
}

/**
 * Resolves a URL path to a file of a mount, refusing traversal: the path is decoded once,
 * NUL and backslashes are refused, and the resolved file must stay inside the root.
 */
export function resolveStatic(mounts: readonly Mount[], pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').includes('..')) return undefined;
  for (const mount of mounts) {
    if (!decoded.startsWith(mount.prefix)) continue;
    const relative = decoded.slice(mount.prefix.length);
    for (const root of mount.roots) {
      const file = safeFile(root, relative);
      if (file) return file;
    }
  }
  return undefined;
}

function contentType(file: string): string | undefined {
  if (file.endsWith('.d.ts')) return CONTENT_TYPES['.d.ts'];
  return CONTENT_TYPES[extname(file).toLowerCase()];
}

/**
 * Sends a file with its content type and the security headers, compressed and cached like a CDN would
 * (compress.ts); false when the type is not served.
 */
export function sendFile(res: ServerResponse, file: string, method: string): boolean {
  const type = contentType(file);
  if (!type) return false;
  const { status, body, headers } = staticBody(res.req, file, type);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    ...headers,
  });
  if (method === 'HEAD' || status === 304) res.end();
  else res.end(body);
  return true;
}

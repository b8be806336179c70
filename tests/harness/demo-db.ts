/**
 * A fresh demo database for one test server: a copy of the template that demo-db.global.ts builds once
 * per run, a copy of the PostgreSQL template in the integration-pg project (pg-db.ts), or 'memory' (a new
 * database, ~10 s of CPU) when the project has neither globalSetup.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freshPgDatabase } from './pg-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder where demo-db.global.ts builds `template` (or writes `failed`). */
    demoDbDir: string;
  }
}

/** How long a test file waits for the template (it is built while the first files run). */
const TEMPLATE_WAIT_MS = 120_000;
const POLL_MS = 50;

async function template(dir: string): Promise<string> {
  const ready = join(dir, 'template');
  const failed = join(dir, 'failed');
  for (const start = Date.now(); Date.now() - start < TEMPLATE_WAIT_MS; ) {
    if (existsSync(ready)) return ready;
    if (existsSync(failed)) throw new Error(`the demo database template failed to build:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no demo database template in ${dir} after ${TEMPLATE_WAIT_MS} ms`);
}

/** A data directory (or PostgreSQL URL) holding a fresh copy of the seeded database, and how to remove it. */
export interface FreshDataDir {
  dataDir: string | 'memory';
  remove: () => Promise<void>;
}

/** Copies the template into a directory of its own (call once per test server). */
export async function freshDataDir(): Promise<FreshDataDir> {
  const pg = await freshPgDatabase();
  if (pg) return { dataDir: pg.url, remove: pg.remove };
  const dir = inject('demoDbDir');
  if (!dir) return { dataDir: 'memory', remove: async () => undefined };
  const source = await template(dir);
  const copy = mkdtempSync(join(dir, 'copy-'));
  cpSync(source, copy, { recursive: true });
  return { dataDir: copy, remove: async () => rmSync(copy, { recursive: true, force: true }) };
}

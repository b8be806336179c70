import { PGlite, type Transaction } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations';

/** What queries run on: the database or a transaction inside it. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** The demo store: PGlite (embedded PostgreSQL) on a data directory, or in memory for tests. */
export interface Store {
  db: PGlite;
  close(): Promise<void>;
}

/** Opens the store and applies pending migrations; `dataDir` 'memory' keeps nothing on disk. */
export async function openStore(dataDir: string | 'memory'): Promise<Store> {
  const db = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  await db.waitReady;
  await migrate(db);
  return { db, close: () => db.close() };
}

/** Applies every migration newer than the recorded version, each in its own transaction. */
export async function migrate(db: PGlite): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.rows.map((r) => r.version));
  const ran: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await migration.up(tx);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    });
    ran.push(migration.version);
  }
  return ran;
}

/** Drops every table and migrates again: the test hook POST /demo/reset. */
export async function reseed(db: PGlite): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
}

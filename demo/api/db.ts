import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations';

/** Rows of one statement; `affectedRows` counts what an UPDATE, INSERT or DELETE touched. */
export interface Results<T> {
  rows: T[];
  affectedRows?: number;
}

/** What queries run on: the database or a transaction inside it (PGlite's shape, which the PostgreSQL store copies). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
}

/** A transaction: statements on one connection between BEGIN and COMMIT. */
export interface Tx extends Queryable {
  /** Ends the transaction without keeping anything; `transaction` then resolves with what the callback returns. */
  rollback(): Promise<void>;
}

/** The database handlers reach through `deps.db`: PGlite, or a pool of connections to a PostgreSQL server. */
export interface Database extends Queryable {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/** The demo store: PGlite (embedded PostgreSQL) on a data directory or in memory, or a PostgreSQL server. */
export interface Store {
  db: Database;
  /** 'pglite' runs in this process; 'postgres' is shared by every instance on the same DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the store and applies pending migrations. `location` is a PGlite data directory, 'memory'
 * (nothing on disk), or a `postgres://` / `postgresql://` URL (store-postgres.ts).
 */
export async function openStore(location: string | 'memory'): Promise<Store> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    // Loaded only when asked for: `pg` is a dev dependency and the PGlite demo does not need it.
    const { openPostgres } = await import('./store-postgres');
    const store = await openPostgres(location);
    try {
      await migrate(store.db);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }
  const pglite = location === 'memory' ? new PGlite() : new PGlite(location);
  await pglite.waitReady;
  const db: Database = pglite;
  await migrate(db);
  return { db, kind: 'pglite', close: () => pglite.close() };
}

// Every instance on one PostgreSQL database migrates at start: this lock makes the second one wait and
// then find nothing left to do, instead of applying the same migration twice. PGlite ignores the contention.
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(7240001)';

/** Applies every migration newer than the recorded version, each in its own transaction. */
export async function migrate(db: Database): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const ran: number[] = [];
  for (const migration of MIGRATIONS) {
    const applied = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await migration.up(tx);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (applied) ran.push(migration.version);
  }
  return ran;
}

/** Drops every table and migrates again: the test hook POST /demo/reset. */
export async function reseed(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
}

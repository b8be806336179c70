import pg from 'pg';
import type { Database, Results, Store, Tx } from './db';

/** Connections each instance may hold; several instances share the server's max_connections (100 by default). */
const POOL_SIZE = 10;

function results<T>(answer: pg.QueryResult): Results<T> {
  return { rows: answer.rows as T[], affectedRows: answer.rowCount ?? 0 };
}

// bigint (count(*), sum) would arrive as a string; every demo value fits a double.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The demo store on a PostgreSQL server (DATABASE_URL): the same `query` / `exec` / `transaction`
 * as PGlite, over a pool. Unlike PGlite (one connection, statements one after another), statements of
 * parallel requests really interleave here, so limits rely on row locks and single statements, never on ordering.
 */
export async function openPostgres(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection the server drops (restart, timeout) must not crash the demo: the pool replaces it.
  pool.on('error', (error) => console.error('[demo-api] idle PostgreSQL connection failed', error.message));
  const db: Database = {
    query: async <T>(sql: string, params?: unknown[]) => results<T>(await pool.query(sql, params)),
    exec: (sql: string) => pool.query(sql),
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let open = true;
      const tx: Tx = {
        query: async <R>(sql: string, params?: unknown[]) => results<R>(await client.query(sql, params)),
        exec: (sql: string) => client.query(sql),
        async rollback() {
          if (!open) return;
          open = false;
          await client.query('ROLLBACK');
        },
      };
      try {
        await client.query('BEGIN');
        const value = await fn(tx);
        if (open) {
          open = false;
          await client.query('COMMIT');
        }
        return value;
      } catch (error) {
        if (open) {
          open = false;
          await client.query('ROLLBACK').catch(() => undefined);
        }
        throw error;
      } finally {
        client.release();
      }
    },
  };
  // Fail at start, with the server's own message, rather than on the first request.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

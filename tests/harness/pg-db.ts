/**
 * A database of its own for one test server of the integration-pg project: a copy of the seeded template
 * pg.global.ts builds (or an empty one, to watch instances migrate it), dropped again by `remove`.
 */
import { inject } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../pg-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the run's PostgreSQL server on which tests may create and drop databases; '' without one. */
    pgAdminUrl: string;
    /** The seeded database (migrations and seed of the demo API) test servers copy. */
    pgTemplate: string;
  }
}

/** True in the integration-pg project with a server: the test servers run on PostgreSQL, not PGlite. */
export function onPostgres(): boolean {
  return Boolean(inject('pgAdminUrl'));
}

/** A fresh database's URL and how to drop it. */
export interface FreshPgDatabase {
  url: string;
  remove: () => Promise<void>;
}

/** A copy of the seeded template (`empty`: a database without tables); undefined outside integration-pg. */
export async function freshPgDatabase(options: { empty?: boolean } = {}): Promise<FreshPgDatabase | undefined> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) return undefined;
  const name = uniqueDatabaseName('test');
  const url = await createDatabase(adminUrl, name, options.empty ? undefined : inject('pgTemplate'));
  return { url, remove: () => dropDatabase(adminUrl, name) };
}

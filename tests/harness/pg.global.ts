/**
 * integration-pg globalSetup: one PostgreSQL server for the run (tests/pg-setup.ts) and one database on it
 * migrated and seeded by the demo API itself, the template every test server copies (CREATE DATABASE …
 * TEMPLATE, tens of ms). Without PostgreSQL vitest.config.ts skips every test and this says why, once.
 */
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../demo/api/server';
import { createDatabase, dropDatabase, postgresSource, startCluster, uniqueDatabaseName } from '../pg-setup';

// The provided values are typed in pg-db.ts, where the test servers read them.

/** Starts the server and builds the template; the returned teardown drops it and stops the server. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const source = postgresSource();
  if ('skip' in source) {
    console.warn(`\n[integration-pg] every test skipped: ${source.skip}\n`);
    project.provide('pgAdminUrl', '');
    project.provide('pgTemplate', '');
    return undefined;
  }
  const cluster = 'bin' in source ? await startCluster(source.bin) : undefined;
  const adminUrl = cluster?.url ?? ('url' in source ? source.url : '');
  const template = uniqueDatabaseName('template');
  const stop = async () => {
    await dropDatabase(adminUrl, template).catch(() => undefined);
    cluster?.stop();
  };
  try {
    // The same options as startTestServer(): the seed hashed at the test cost, the schema fully migrated.
    const server = await startDemoServer({ port: 0, dataDir: await createDatabase(adminUrl, template), testHooks: true });
    await server.close();
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return stop;
}

/**
 * Builds the demo database every integration test server starts from (run by demo-db.global.ts in a
 * child process): a test server on `<dir>/building`, closed, then renamed to `<dir>/template`, so a
 * reader never sees half a database. On failure `<dir>/failed` holds the error.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/api/server';

const dir = process.argv[2];
if (!dir) throw new Error('usage: demo-db-template.ts <dir>');
try {
  // The same options as startApi(): the seed is hashed at the test cost and the schema fully migrated.
  const server = await startDemoServer({ port: 0, dataDir: join(dir, 'building'), testHooks: true });
  await server.close();
  renameSync(join(dir, 'building'), join(dir, 'template'));
} catch (error) {
  writeFileSync(join(dir, 'failed'), error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}

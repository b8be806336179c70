/**
 * PostgreSQL for the integration-pg project (tests/harness/pg.global.ts): the server of DATABASE_URL when
 * it is set, else a throwaway cluster of Debian's PostgreSQL (initdb in tmpfs, a random loopback port,
 * ~2.5 s to start), else none, and then the project is skipped with the reason (DEMO_TEST_POSTGRES=off
 * skips it too). Also creates and drops the databases the test servers run on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where the tests get PostgreSQL from: a server to create databases on, binaries to start one, or why neither. */
export type PostgresSource = { url: string } | { bin: string } | { skip: string };

/** Debian's newest PostgreSQL binaries, if installed. */
function debianBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** Decides, without starting anything, where PostgreSQL comes from (cheap: vitest.config.ts asks too). */
export function postgresSource(env: NodeJS.ProcessEnv = process.env): PostgresSource {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  if (env.DEMO_TEST_POSTGRES === 'off') return { skip: 'DEMO_TEST_POSTGRES=off' };
  const bin = debianBin();
  if (bin) return { bin };
  return { skip: 'no PostgreSQL: set DATABASE_URL=postgres://… (a role that may create databases) or `apt-get install postgresql` (.ci/run does)' };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** initdb refuses to run as root: then the cluster belongs to Debian's `postgres` user. */
function runAs(): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
}

function run(command: string[]): void {
  const [file = '', ...args] = command;
  const result = spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** tmpfs where there is one: the data is thrown away, and copying a database there is a memory copy. */
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const PREFIX = 'mi-portal-pg-';
/** A run takes a minute; a cluster older than this was left by a run killed before its teardown. */
const STALE_MS = 60 * 60 * 1000;

function stopCluster(dir: string, prefix: string[], bin: string): void {
  const [file = '', ...args] = [...prefix, join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop'];
  spawnSync(file, args);
  rmSync(dir, { recursive: true, force: true });
}

/** A throwaway cluster on a free loopback port; `url` reaches its `postgres` database as superuser. */
export async function startCluster(bin: string): Promise<{ url: string; stop: () => void }> {
  const prefix = runAs();
  // A killed run leaves its server running and its files in memory: stop and remove those first.
  for (const name of readdirSync(scratch)) {
    const path = join(scratch, name);
    if (name.startsWith(PREFIX) && Date.now() - statSync(path).mtimeMs > STALE_MS) stopCluster(path, prefix, bin);
  }
  const dir = mkdtempSync(join(scratch, PREFIX));
  if (prefix.length > 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const data = join(dir, 'data');
  const port = await freePort();
  run([...prefix, join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Throwaway data: no fsync; the socket in the temp dir, TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run([...prefix, join(bin, 'pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: () => stopCluster(dir, prefix, bin) };
}

let created = 0;

/** A database name no other run or test server uses (letters, digits and `_`: safe to quote as is). */
export function uniqueDatabaseName(label: string): string {
  created += 1;
  return `mi_portal_${label}_${process.pid}_${created}_${Date.now().toString(36)}`;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `adminUrl`, empty or as a copy of `template` (which nobody
 * may be connected to); returns its URL.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await admin(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return databaseUrl(adminUrl, name);
}

/** Drops database `name`, closing whatever is still connected to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

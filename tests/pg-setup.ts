/**
 * A PostgreSQL database for the cross-store tests: a fresh database on DATABASE_URL's server when it is
 * set, else a throwaway cluster of Debian's PostgreSQL (initdb in a temp dir, a random loopback port),
 * else none (the PostgreSQL half of those tests is skipped; DEMO_TEST_POSTGRES=off skips it too). The cluster costs ~2.5 s to start.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A database for one test file and how to drop it (and the cluster, if this file started one). */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Debian's newest PostgreSQL binaries, if installed. */
function debianBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
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

async function startCluster(bin: string): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'mi-portal-pg-'));
  const prefix = runAs();
  if (prefix.length > 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const data = join(dir, 'data');
  const port = await freePort();
  run([...prefix, join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Throwaway data: no fsync; the socket in the temp dir, TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run([...prefix, join(bin, 'pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [file = '', ...args] = [...prefix, join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
      spawnSync(file, args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server of `adminUrl`; its URL and a drop. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mi_portal_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** A fresh PostgreSQL database for this file, or undefined when no server is set and none is installed. */
export async function startTestPostgres(): Promise<TestPostgres | undefined> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const db = await freshDatabase(given);
    return { url: db.url, stop: db.drop };
  }
  // An opt-out for quick local runs (and to measure what the PostgreSQL half costs).
  if (process.env.DEMO_TEST_POSTGRES === 'off') return undefined;
  const bin = debianBin();
  if (!bin) return undefined;
  const cluster = await startCluster(bin);
  try {
    const db = await freshDatabase(cluster.url);
    return { url: db.url, stop: async () => cluster.stop() };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

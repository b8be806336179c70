/**
 * Integration and e2e globalSetup: starts building one migrated, seeded demo database per run in a child
 * process (PGlite's initdb costs ~10 s of CPU; the unit tests run meanwhile) and tells the test files
 * where it will appear. Each test server then opens its own copy (~1 s) instead of creating one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** tmpfs where there is one: PGlite flushes its files, and nothing here needs to outlive the run. */
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

const PREFIX = 'mi-portal-demo-db-';
/** A run takes minutes; a folder older than this was left by a run that was killed before its teardown. */
const STALE_MS = 60 * 60 * 1000;

/** Frees what killed runs left in tmpfs (each database is ~40 MB of memory there). */
function removeStale(): void {
  for (const name of readdirSync(scratch)) {
    const path = join(scratch, name);
    if (name.startsWith(PREFIX) && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** Starts the build, provides `demoDbDir`; the returned teardown stops it and removes every copy. */
export default function setup(project: TestProject): () => Promise<void> {
  removeStale();
  const dir = mkdtempSync(join(scratch, PREFIX));
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/harness/demo-db-template.ts', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  project.provide('demoDbDir', dir);
  return async () => {
    if (child.exitCode === null) child.kill();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Integration globalSetup: starts building one migrated, seeded demo database per run in a child
 * process (PGlite's initdb costs ~10 s of CPU; the unit tests run meanwhile) and tells the test files
 * where it will appear. Each test server then opens its own copy (~1 s) instead of creating one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** tmpfs where there is one: PGlite flushes its files, and nothing here needs to outlive the run. */
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** Starts the build, provides `demoDbDir`; the returned teardown stops it and removes every copy. */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(scratch, 'mi-portal-demo-db-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/harness/demo-db-template.ts', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  project.provide('demoDbDir', dir);
  return async () => {
    if (child.exitCode === null) child.kill();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}

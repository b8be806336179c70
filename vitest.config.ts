import { defineConfig } from 'vitest/config';
import { flowMessages, loaderMessages, localeSectionTable, widgetTable } from './rollup.config.mjs';
// '.js' (TypeScript resolves it to pg-setup.ts): without an extension Vite warns that its native config loader would not resolve it.
import { postgresSource } from './tests/pg-setup.js';

// The same four aliases as rollup.config.mjs: r2wc and zustand import react/react-dom,
// which must resolve to preact/compat or they would load a second (real) React.
const alias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * What both demo API projects (PGlite and PostgreSQL) share: node, one file per core (each has its own
 * server, database copy and port; vitest's default is cores - 1), and workers reused across files
 * (tests/setup.ts still re-evaluates project modules per file): a fresh process per file loaded PGlite,
 * pg and the server's modules again, ~40 s of CPU a run.
 */
const serverTests = {
  environment: 'node' as const,
  setupFiles: ['tests/setup.ts'],
  maxWorkers: '100%',
  isolate: false,
  testTimeout: 30_000,
  // Above the wait for the database template (tests/harness/demo-db.ts, 120 s), so a slow build says so.
  hookTimeout: 150_000,
};

export default defineConfig({
  // The strings shown when a chunk cannot load come from the locale files through this virtual module.
  // The loader's tag table and the locale sections of each tag are generated from widgets/manifest.ts.
  plugins: [loaderMessages(), widgetTable(), localeSectionTable({ every: true }), flowMessages()],
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'locales/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
          // Reused workers (isolate: false); tests/setup.ts gives each file fresh modules, no leftover stubs
          // or timers and an empty page. Same group and worker count as integration, so the two projects
          // share both cores from the start instead of integration waiting for a one-worker unit batch
          // (unit + integration: 124 s -> 76 s under load, 46 s idle).
          isolate: false,
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
          // Type tests (`expectTypeOf`, `@ts-expect-error`) run through tsc next to the unit tests, so a
          // contract or client type that drifts fails `npm test` like any other assertion.
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'widgets/**/*.test-d.ts'], tsconfig: 'tsconfig.test-d.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          ...serverTests,
          include: ['demo/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          // One seeded demo database per run; each test server copies it (tests/harness/demo-db.ts).
          globalSetup: ['tests/harness/demo-db.global.ts'],
          // With unit: one group needs one worker count.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-pg',
          ...serverTests,
          // The demo API's tests again, each test server on a copy of a seeded PostgreSQL database
          // (tests/harness/pg.global.ts starts one server for the run and builds the template).
          include: ['demo/api/**/*.test.ts'],
          globalSetup: ['tests/harness/pg.global.ts'],
          // Without PostgreSQL every test is reported skipped (pg.global.ts prints why) rather than failing
          // on a missing server or passing on PGlite.
          ...('skip' in postgresSource() ? { testNamePattern: /^$(?=.)/ } : {}),
          // Its own group, after integration: both at once would share 2 cores between PGlite and PostgreSQL.
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // The integration project's seeded database template: each file's demo server opens a copy (~1 s)
          // instead of creating and seeding an in-memory database (~4 s a file).
          globalSetup: ['tests/harness/demo-db.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

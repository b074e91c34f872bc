import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/server/content/vite-content-plugin.js';

// Measured on the 2-core CI machine (README "Tests"): a fresh module graph per test file (Vitest's
// default `isolate: true`: one new process per file) cost 2-4x the CPU of the tests themselves,
// and the default of cores - 1 workers ran the files one at a time while most of them wait on
// PostgreSQL, child processes or timers.
const workers = Math.max(2, os.availableParallelism() - 1);

// Files that start whole apps or PostgreSQL clusters of their own and time what they do: run one
// at a time (their own group, after the rest), never two of them on the 2 cores at once.
const PROCESSES = [
  'src/server/database-blip.test.ts',
  'src/server/crash-recovery.test.ts',
  'src/server/monitoring/crash-safety.test.ts',
  'src/server/monitoring/escalation/escalation-processes.test.ts',
  'src/server/db/postmaster-process.test.ts',
  'src/server/db/cluster-password.test.ts',
  'src/server/backup/backup-restore.test.ts',
];

export default defineConfig({
  // web modules import the compiled help content (virtual:content/*)
  plugins: [contentPlugin()],
  test: {
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/no-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker's modules: a file must not leave state behind (module-level
    // variables, listeners, servers, timers). What Vitest can undo it undoes after every test.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: ['node_modules', 'dist', 'tests/e2e/**', ...PROCESSES],
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: PROCESSES,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // A worker per core and one more: the integration tests spend much of their time waiting on
    // their database server and child processes (servers started, stopped, killed), so a third
    // worker on a two-core machine fills those waits: 199 s instead of 224 s for the same CPU time
    // (Vitest's default, one core fewer, ran one file at a time: 12.5 min instead of about 8).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL server for the run (embedded, or TEST_DATABASE_URL's) and a copy of a
          // migrated template database per file.
          globalSetup: ['server/test/test-database-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker imports the app once for all its files, not once per file (the imports took
          // 160 of 530 s of a run, 19 s now). The files share no module state: none mocks a
          // module, and each makes its own app on its own database.
          isolate: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
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
          // Each file opens its own database (PGlite ~0.5 GB, or a fresh PostgreSQL database).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // PGlite finds its extension bundles next to its own files: load it from node_modules as is.
          server: { deps: { external: [/@electric-sql\/pglite/] } },
        },
      },
    ],
  },
});

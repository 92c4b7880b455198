import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the server finds its files, run from the sources (server/lib, with tsx: tests and
// `npm run dev`) or from the build (dist/app, `npm start` and production): docs/decisions/105.
const moduleDir = dirname(fileURLToPath(import.meta.url));
const fromBuild = basename(moduleDir) === 'app' && basename(dirname(moduleDir)) === 'dist';

export const projectRoot = resolve(moduleDir, '../..');

// The built client (vite build) and its server entry (vite build --ssr).
export const builtClientDir = join(projectRoot, 'dist/client');
export const builtServerEntry = join(projectRoot, 'dist/server/entry-server.js');

// The build copies the SQL migrations beside the bundle.
export const migrationsFolder = fromBuild ? join(moduleDir, 'migrations') : join(projectRoot, 'server/db/migrations');
// Index builds on large tables, run once the app serves (docs/decisions/171).
export const concurrentMigrationsFolder = join(migrationsFolder, 'concurrent');

// The product's mark: from the sources, or as the client build copied it.
export const markSvgPath =
  [join(projectRoot, 'client/public/favicon.svg'), join(builtClientDir, 'favicon.svg')].find((path) =>
    existsSync(path),
  ) ?? join(builtClientDir, 'favicon.svg');

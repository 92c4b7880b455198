import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The tests that start the server as its own process start what `npm start` runs: the built
// server (dist/app), with node alone. Its start costs a third of the TypeScript sources' through
// tsx (2.4 s of CPU instead of 6.9 s on a two-core machine), and about forty starts make a run.
export const BUILT_SERVER_ARGS = ['--enable-source-maps', join(root, 'dist/app/index.js')];

// Builds what changed since the last build, as `npm start` does (scripts/build.mjs): once, before
// the integration tests' workers start (their global set-up), so that no two build at once.
export function ensureServerBuilt(): void {
  const build = spawnSync(process.execPath, ['-e', "import('./scripts/build.mjs').then((m) => m.ensureBuilt())"], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The app could not be built for the tests that start it');
}

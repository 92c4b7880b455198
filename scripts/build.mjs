// `npm run build` builds everything once: the client (dist/client, precompressed), its server
// entry (dist/server, with which the server renders the public pages, D28) and the server
// itself (dist/app, bundled: production runs it with node alone). `npm start` rebuilds what
// changed first where the dev dependencies are installed, and otherwise runs what was built
// (docs/decisions/105).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const vite = join(root, 'node_modules/vite/bin/vite.js');
const OUTPUTS = ['dist/client/index.html', 'dist/server/entry-server.js', 'dist/app/index.js'].map((path) =>
  join(root, path),
);
const INPUTS = [
  'client',
  'shared',
  'server',
  'vite.config.ts',
  'vite.server.config.ts',
  // The client build's own plugins.
  'scripts/precompress-assets.ts',
  'scripts/public-js-budget.ts',
  'scripts/signed-in-only.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
// Tests are not part of the build.
const NOT_BUILT = /\.test\.tsx?$|^test$/;

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => !NOT_BUILT.test(entry))
    .reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

export function buildIsStale() {
  if (!OUTPUTS.every((output) => existsSync(output))) return true;
  const builtAt = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  return INPUTS.some((input) => newestChange(join(root, input)) > builtAt);
}

export function buildAll({ quiet = false } = {}) {
  const builds = [['build'], ['build', '--ssr'], ['build', '--config', 'vite.server.config.ts']];
  for (const args of builds) {
    // Always a production build, whoever asks (the test runner sets NODE_ENV=test, which would
    // bundle React's development build).
    const result = spawnSync(process.execPath, [vite, ...args, ...(quiet ? ['--logLevel', 'warn'] : [])], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The build failed');
  }
}

// Production installs (`npm ci --omit=dev`) have no build tools: they run what was built.
export function ensureBuilt() {
  if (!existsSync(vite)) {
    if (OUTPUTS.every((output) => existsSync(output))) return;
    throw new Error(
      'The app is not built and the build tools are not installed. Run "npm ci && npm run build" first ' +
        '(then "npm ci --omit=dev" may remove the build tools).',
    );
  }
  if (!buildIsStale()) return;
  console.log('Building the app…');
  buildAll({ quiet: true });
}

// Run directly: `npm run build`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildAll();

// Builds the client when its sources changed since the last build (used by `npm start`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
const builtServerEntry = join(root, 'dist/server/entry-server.js');
const INPUTS = ['client', 'shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

export function clientBuildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) return true;
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs);
  return INPUTS.some((input) => newestChange(join(root, input)) > builtAt);
}

// The client (dist/client), then its server entry (dist/server), with which the server
// renders the public pages (D28).
export function buildClient() {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  for (const args of [['build'], ['build', '--ssr']]) {
    // Always a production build, whoever asks (the test runner sets NODE_ENV=test, which would
    // bundle React's development build).
    const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The client build failed');
  }
}

export function ensureClientBuilt() {
  if (!clientBuildIsStale()) return;
  console.log('Building the client…');
  buildClient();
}

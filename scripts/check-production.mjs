// `npm run check:production` (CI): proves the production recipe of the README. The build in
// dist/ goes into an empty folder with package.json and the lockfile; `npm ci --omit=dev` and
// scripts/prune-production.mjs leave no dev dependency and no TypeScript runner; `npm start`
// then serves the site:
// ready on /api/health, the home page rendered on the server, the API described (issue 21).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, buildIsStale, root } from './build.mjs';

const port = Number(process.env.CHECK_PORT ?? 3390 + Math.floor(Math.random() * 500));
const folder = mkdtempSync(join(tmpdir(), 'backline-production-'));
const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exitCode = 1;
};

if (buildIsStale()) buildAll({ quiet: true });
const FILES = [
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/start.mjs',
  'scripts/prune-production.mjs',
];
for (const path of [...FILES, 'dist']) {
  mkdirSync(join(folder, path, '..'), { recursive: true });
  cpSync(join(root, path), join(folder, path), { recursive: true });
}
console.log(`▶ npm ci --omit=dev in ${folder}`);
const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
// npm keeps dev packages that production ones name as optional peers: the server must run without.
spawnSync(process.execPath, ['scripts/prune-production.mjs'], { cwd: folder, stdio: 'inherit' });
for (const devOnly of ['tsx', 'vite', 'vitest', 'typescript', 'drizzle-kit', '@biomejs/biome', 'react']) {
  if (existsSync(join(folder, 'node_modules', devOnly))) fail(`${devOnly} was installed without dev dependencies`);
}

console.log(`▶ npm start on port ${port}`);
const server = spawn('npm', ['start'], {
  cwd: folder,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(folder, 'data'), DATABASE_URL: '' },
  detached: true,
});
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});

const base = `http://127.0.0.1:${port}`;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<main'))
    fail(`the home page was not rendered on the server (${home.status})`);
  const api = await (await fetch(`${base}/api/openapi.json`)).json();
  if (api.openapi !== '3.1.0') fail('/api/openapi.json is not an OpenAPI 3.1 document');
  const lines = output.trim().split('\n');
  if (!lines.every((line) => line.startsWith('{') || line.startsWith('>') || line === '')) {
    fail(`the log is not JSON lines:\n${output}`);
  }
  console.log('✔ The production install serves the site');
} finally {
  // npm start runs node in its own process group: end the group.
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(folder, { recursive: true, force: true });
}

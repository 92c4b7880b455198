// `npm test`: unit and API integration tests (Vitest, on the embedded PostgreSQL server unless
// TEST_DATABASE_URL names another), then the end-to-end tests (Playwright in Debian's Chromium
// against the built app started as `npm start` starts it). Some integration tests drive the
// browser too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build.mjs';

// The browser tests drive Debian's Chromium; on a fresh Debian machine (as root) install it.
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium is needed for the browser tests and was not found at ${path}.`);
    console.error('Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

function run(label, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureChromium();
run('Unit and integration tests', [join(root, 'node_modules/vitest/vitest.mjs'), 'run']);
run('End-to-end tests', [join(root, 'node_modules/@playwright/test/cli.js'), 'test']);

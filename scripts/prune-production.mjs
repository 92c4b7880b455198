// After `npm ci --omit=dev`: removes the dev packages npm installs anyway because a production
// package names them as optional peers (better-auth names react, vitest and drizzle-kit: npm
// marks them "devOptional" in the lockfile and keeps them, npm/cli#7772). The server never
// loads them (the build fails if it would, vite.server.config.ts); this saves about 55 MB of a
// production install or image (docs/decisions/105).
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
let removed = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path || !entry.devOptional || !existsSync(join(root, path))) continue;
  rmSync(join(root, path), { recursive: true, force: true });
  removed += 1;
}
// Their commands in node_modules/.bin now lead nowhere.
const bin = join(root, 'node_modules/.bin');
for (const name of existsSync(bin) ? readdirSync(bin) : []) {
  try {
    realpathSync(join(bin, name));
  } catch {
    rmSync(join(bin, name), { force: true });
  }
}
console.log(`Removed ${removed} dev packages that npm installed as optional peers.`);

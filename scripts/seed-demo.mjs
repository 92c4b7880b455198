// `npm run seed:demo`: loads the demo content into the configured database, with the built
// server's code (so it works in production installs too, docs/decisions/105).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './build.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'dist/app/seed-demo.js')).href);

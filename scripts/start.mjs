// `npm start`: builds what changed since the last build (where the build tools are installed),
// then runs the built server with node alone, no TypeScript runner (docs/decisions/105).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './build.mjs';

process.env.NODE_ENV ??= 'production';
try {
  ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// Stack traces in the log name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'dist/app/index.js')).href);

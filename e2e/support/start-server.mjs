// Starts the end-to-end server (see fixture-server.ts) the way `npm start` starts the app.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureClientBuilt, root } from '../../scripts/client-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureClientBuilt();
register({ tsconfig: join(root, 'tsconfig.json') });
await import(pathToFileURL(join(root, 'e2e/support/fixture-server.ts')).href);

// `npm start`: builds the client when needed, then serves the whole product from this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureClientBuilt, root } from './client-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureClientBuilt();
register({ tsconfig: join(root, 'tsconfig.json') });
await import(pathToFileURL(join(root, 'server/index.ts')).href);

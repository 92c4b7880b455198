// `npm run dev`: the API server with reload on change, and Vite's dev server in front of it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build.mjs';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const port = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The browser talks to Vite's port, so that is the origin the API must trust.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SERVE_CLIENT: 'false',
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      // One server process: a reload on change restarts it at once (issue 43: production runs one per core).
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
    },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', port, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/free-port';
import { BUILT_SERVER_ARGS } from './built-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type ChildServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

// The real server as its own process (the build `npm start` runs, without the client bundle),
// for tests of signals, crashes and several processes on one database. The integration tests'
// global set-up builds it first (built-server.ts).
export async function startChildServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  // Never the default ./data: start-up makes DATA_DIR owner-only, which would close the
  // repository's data/ to the embedded servers of `npm start` and the bench inside it.
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'backline-child-'));
  let output = '';
  const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      DEMO_CONTENT: 'off',
      LOG_LEVEL: 'info',
      // One process unless a test asks for several (issue 43).
      WEB_CONCURRENCY: '1',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, process: child, output: () => output, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become ready:\n${output}`);
}

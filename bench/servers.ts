import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { appDatabaseUrl } from './bench-database';
import { baselinePort, dataDir, port, root } from './settings';

// The two servers the bench drives: the production server as `npm start` runs it, with a given
// number of server processes, and the bare baseline (bench/baseline/).

export type RunningServer = { name: string; baseUrl: string; pid: number; stop(): Promise<void> };

async function whenHealthy(child: ChildProcess, name: string, baseUrl: string): Promise<RunningServer> {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The ${name} exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { name, baseUrl, pid: child.pid ?? 0, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The ${name} did not become healthy in time`);
}

export function startProductionServer(processes: number, admin: { email: string; password: string }) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: String(processes),
      DATABASE_URL: appDatabaseUrl(),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Every virtual user of the load test signs up from this one loopback address, and every
      // anonymous list request comes from it too.
      AUTH_RATE_LIMIT_MAX: '1000000',
      PUBLIC_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return whenHealthy(
    child,
    `app (${processes} ${processes === 1 ? 'process' : 'processes'})`,
    `http://127.0.0.1:${port}`,
  );
}

// On the database the app uses (for the embedded server, while the app runs it).
export function startBaseline(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/baseline/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, BASELINE_PORT: String(baselinePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return whenHealthy(child, 'baseline', `http://127.0.0.1:${baselinePort}`);
}

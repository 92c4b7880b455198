import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../../lib/free-port';
import { componentLogger, type Logger } from '../../lib/logger';
import { ensurePrivateDirectory, writePrivateFile } from '../../lib/private-files';
import { prepareClusterLocation } from './cluster-location';
import { createRestarts } from './restarts';
import { clusterDirectory, ownerFile, passwordFile } from './cluster-paths';
import { handClusterTo } from './cluster-owner';
import { takeOverFromEarlierRun } from './earlier-run';
import { availableMemoryBytes, serverMemory } from './server-memory';
import { databaseSystemUser, type PostgresPrograms, postgresPrograms, type SystemUser } from './postgres-programs';

// D20: the app's own PostgreSQL server, a cluster in DATA_DIR/postgres (decision 085).
// It listens on 127.0.0.1 only, on a port free at start, and on a Unix socket in the cluster's
// own owner-only directory, which the app's connections use (decision 185); it lets in only the
// `backline` role with a password generated at creation and kept owner-only beside the cluster.

export type EmbeddedCluster = {
  port: number;
  // A connection string for one database of the cluster.
  url(database: string): string;
  stop(): Promise<void>;
};

export type EmbeddedClusterOptions = {
  dataDir: string;
  logger: Logger;
  // Tests trade durability for speed on their throwaway cluster; the app never does.
  durable?: boolean;
  maxConnections?: number;
  // Set by hand; otherwise sized to the machine (server-memory.ts).
  sharedBuffersMb?: number;
};

const ROLE = 'backline';
const SMART_SHUTDOWN_MS = 5_000;
const STOP_TIMEOUT_MS = 60_000;
// Crash recovery replays the write-ahead log since the last checkpoint before it lets anyone in.
const READY_TIMEOUT_MS = 5 * 60_000;
const START_ATTEMPTS = 20;

// Decision 185: the socket is `.s.PGSQL.<port>` in the cluster's directory, where the path fits a
// Unix socket's address (107 bytes on Linux) and PostgreSQL's list of directories (no comma, quote
// or backslash); a cluster elsewhere is reached on TCP only.
const SOCKET_PATH_BYTES = 107;
function socketDirectoryOf(directory: string, port: number): string | undefined {
  const fits = Buffer.byteLength(join(directory, `.s.PGSQL.${port}`)) <= SOCKET_PATH_BYTES;
  return fits && !/[,"\\]/.test(directory) ? directory : undefined;
}

// Through the socket where there is one (`host` names its directory; the port names the socket),
// else on 127.0.0.1.
function connectionUrl(password: string, port: number, database: string, socketDirectory?: string): string {
  const url = `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return socketDirectory ? `${url}?host=${encodeURIComponent(socketDirectory)}` : url;
}

// The address of the cluster that an app runs in DATA_DIR right now (for tests and the bench,
// which look past the app): the port comes from the server's own postmaster.pid.
export function runningClusterUrl(dataDir: string, database: string): string {
  const lines = readFileSync(join(clusterDirectory(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(passwordFile(dataDir), 'utf8').trim();
  // Its fifth line: the socket's directory, empty without one.
  return connectionUrl(password, Number(lines[3]), database, lines[4] || undefined);
}

export async function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const { logger } = options;
  const dataDir = resolve(options.dataDir);
  const user = databaseSystemUser(logger);
  const directory = await prepareClusterLocation(dataDir, user, logger);
  const programs = await postgresPrograms(user, logger);
  if (!existsSync(join(directory, 'PG_VERSION'))) await createCluster(dataDir, directory, programs, user, options);
  const password = readFileSync(passwordFile(dataDir), 'utf8').trim();
  await takeOverFromEarlierRun(dataDir, directory, logger);
  if (user) handClusterTo(directory, user, logger);

  const input = { directory, programs, user, password, options };
  let server = await startServer(input);
  const port = server.port;
  const recordOwner = () => writePrivateFile(ownerFile(dataDir), `${process.pid} ${server.child.pid}\n`);
  recordOwner();
  logger.info(`Embedded PostgreSQL ${programs.version} is running on 127.0.0.1:${port} (${directory})`);

  let stopping: Promise<void> | undefined;
  // A server that stops while the app runs (killed, or out of memory) is started again on the
  // same port, which the app's connections know: PostgreSQL recovers every committed write from
  // its write-ahead log, and the pool and the LISTEN connection reconnect by themselves. Until
  // it is back, requests that need the database fail and /api/health answers 503.
  const restarts = createRestarts(logger);
  const watch = (current: StartedServer) => {
    current.stoppedUnexpectedly.then((how) => {
      if (restarts.stopped) return;
      logger.error(`The embedded PostgreSQL server stopped unexpectedly (${how}): starting it again`);
      restarts.run(async () => {
        const next = await startServer({ ...input, port });
        if (restarts.stopped) {
          await stopStartedServer(next);
          return;
        }
        server = next;
        recordOwner();
        watch(next);
        logger.info(`The embedded PostgreSQL server is running again on 127.0.0.1:${port}`);
      });
    });
  };
  watch(server);

  const stopOnExit = () => {
    // The app is exiting without stop(): a fast shutdown keeps every committed write.
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);
  return {
    port,
    url: (database) => connectionUrl(password, port, database, socketDirectoryOf(directory, port)),
    stop() {
      stopping ??= (async () => {
        process.off('exit', stopOnExit);
        await restarts.stop();
        await stopStartedServer(server);
        rmSync(ownerFile(dataDir), { force: true });
      })();
      return stopping;
    },
  };
}

// Smart shutdown: the app's sessions are ending (its pool was closed just before; the goodbyes
// may still be on their way), then a checkpoint. Sessions that linger are ended after a few
// seconds (fast shutdown, which keeps every committed write).
async function stopStartedServer(server: StartedServer): Promise<void> {
  server.expectExit();
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const fast = setTimeout(() => server.child.kill('SIGINT'), SMART_SHUTDOWN_MS);
  const forced = setTimeout(() => server.child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(fast);
  clearTimeout(forced);
}

async function createCluster(
  dataDir: string,
  directory: string,
  programs: PostgresPrograms,
  user: SystemUser | undefined,
  options: EmbeddedClusterOptions,
) {
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new Error(
      `${directory} is not empty but holds no PostgreSQL database (no PG_VERSION). Move it aside and start again.`,
    );
  }
  options.logger.info(`Creating the embedded PostgreSQL database in ${directory}`);
  ensurePrivateDirectory(directory);
  const password = randomBytes(24).toString('base64url');
  writePrivateFile(passwordFile(dataDir), `${password}\n`);
  // initdb reads the password from a file its user can read, beside the cluster; removed right after.
  const initialPassword = join(dirname(directory), `.initdb-${randomBytes(6).toString('hex')}`);
  writePrivateFile(initialPassword, `${password}\n`);
  if (user) {
    chownSync(directory, user.uid, user.gid);
    chownSync(initialPassword, user.uid, user.gid);
  }
  try {
    const { code, output } = await run(programs.initdb, user, [
      `--pgdata=${directory}`,
      `--username=${ROLE}`,
      `--pwfile=${initialPassword}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(options.durable === false ? ['--no-sync'] : []),
    ]);
    if (code !== 0) throw new Error(`Could not create the embedded PostgreSQL database:\n${output}`);
  } finally {
    rmSync(initialPassword, { force: true });
  }
}

type StartedServer = {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
  // Settles only if the server exits after it was ready and before expectExit(): how it ended.
  stoppedUnexpectedly: Promise<string>;
  expectExit(): void;
};

type ServerInput = {
  directory: string;
  programs: PostgresPrograms;
  user: SystemUser | undefined;
  password: string;
  options: EmbeddedClusterOptions;
  // A restart keeps the port the app's connections know; a first start takes a free one.
  port?: number;
};

async function startServer(input: ServerInput): Promise<StartedServer> {
  let lastOutput = '';
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const started = await tryStartServer(input);
    if ('child' in started) return started;
    lastOutput = started.output;
    // Another program took the port between choosing and binding it, or the processes of a
    // server killed a moment ago still hold its shared memory: try again.
    if (
      !/could not bind|could not create any TCP\/IP sockets|shared memory block .* is still in use/i.test(lastOutput)
    ) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The embedded PostgreSQL server did not start:\n${lastOutput}`);
}

async function tryStartServer(input: ServerInput): Promise<StartedServer | { output: string }> {
  const { directory, programs, user, password, options } = input;
  const port = input.port ?? (await freePort());
  const memory = serverMemory(availableMemoryBytes(), options.sharedBuffersMb);
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // Decision 185: owner-only, in the cluster's owner-only directory; the password is still asked.
    unix_socket_directories: socketDirectoryOf(directory, port) ?? '',
    unix_socket_permissions: '0600',
    TimeZone: 'UTC',
    ...(options.maxConnections ? { max_connections: String(options.maxConnections) } : {}),
    shared_buffers: `${memory.sharedBuffersMb}MB`,
    effective_cache_size: `${memory.effectiveCacheSizeMb}MB`,
    // fsync and full_page_writes stay on for the app (D20): a confirmed write survives a crash.
    ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = ['-D', directory, '-p', String(port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  // Its own process group: a Ctrl+C in the terminal reaches the app, which stops the server
  // after the requests in flight (SIGINT would make PostgreSQL end them at once).
  const child = spawn(programs.postgres, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    uid: user?.uid,
    gid: user?.gid,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
  });
  const output: string[] = [];
  let ready = false;
  let expected = false;
  let ended = false;
  let stoppedUnexpectedly: (how: string) => void = () => {};
  const unexpected = new Promise<string>((resolveUnexpected) => {
    stoppedUnexpectedly = resolveUnexpected;
  });
  const exited = new Promise<void>((resolveExit) => {
    const end = () => {
      ended = true;
      resolveExit();
    };
    child.once('exit', (code, signal) => {
      if (ready && !expected) stoppedUnexpectedly(signal ?? `code ${code}`);
      end();
    });
    // The program could not be started at all: no 'exit' follows.
    child.once('error', (error) => {
      output.push(error.message);
      end();
    });
  });
  forwardServerLog(child, output, componentLogger(options.logger, 'postgres'));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) return { output: output.join('\n') };
    if (await accepts(connectionUrl(password, port, 'postgres'))) {
      ready = true;
      return { child, port, exited, stoppedUnexpectedly: unexpected, expectExit: () => (expected = true) };
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  child.kill('SIGQUIT');
  await exited;
  return { output: `${output.join('\n')}\nIt was not ready after ${READY_TIMEOUT_MS / 1000} s.` };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// Sessions ended at shutdown, and this app's own readiness probes while the server starts.
const ROUTINE_FATAL =
  /terminating connection due to administrator command|the database system is (starting up|not yet accepting connections)/;

// The server's own log lines go to the app's log: problems as warnings, the rest as debug.
// The pipe is read for as long as the server runs, so it never fills and blocks the server.
function forwardServerLog(child: ChildProcess, recent: string[], logger: Logger) {
  let pending = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (/\b(PANIC|FATAL):/.test(line) && !ROUTINE_FATAL.test(line)) {
        logger.warn(line);
      } else {
        logger.debug(line);
      }
    }
  });
}

function run(command: string, user: SystemUser | undefined, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      uid: user?.uid,
      gid: user?.gid,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', (error) => resolveRun({ code: -1, output: error.message }));
    child.once('close', (code) => resolveRun({ code: code ?? -1, output }));
  });
}

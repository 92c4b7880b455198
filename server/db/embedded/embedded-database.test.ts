import {
  chmodSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { type ChildServer, startChildServer } from '../../test/child-server';
import { HttpSession } from '../../test/http-session';
import { openEmbeddedDatabase } from '../open-embedded';
import { clusterDirectory } from './cluster-paths';
import { runningClusterUrl } from './embedded-cluster';
import { isAlive } from './process-info';
import { availableMemoryBytes, serverMemory } from './server-memory';

// Issue 15 (D20): the app's own PostgreSQL server, as `npm start` runs it with no DATABASE_URL.

const asRoot = process.getuid?.() === 0;
const newDataDir = () => mkdtempSync(join(tmpdir(), 'backline-embedded-'));

async function until<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function walk(path: string): string[] {
  return [path, ...(lstatSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [])];
}

function serverPid(dataDir: string): number {
  return Number(readFileSync(join(clusterDirectory(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe('the embedded PostgreSQL server', () => {
  const dataDir = newDataDir();
  let server: ChildServer;

  beforeAll(async () => {
    server = await startChildServer({ DATA_DIR: dataDir });
    // An email written to DATA_DIR/outbox: a reset link is a secret.
    const person = new HttpSession(server.url);
    const email = 'owner.only@example.com';
    expect(
      (await person.post('/api/auth/sign-up/email', { name: 'Owner Only', email, password: 'a-long-password' })).status,
    ).toBe(200);
    expect((await person.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    await until(
      () => (existsSync(join(dataDir, 'outbox')) && readdirSync(join(dataDir, 'outbox')).length >= 2) || undefined,
    );
  }, 90_000);
  afterAll(async () => {
    server.process.kill('SIGTERM');
    await server.exited;
  });

  it('runs a real PostgreSQL 18 with pg_trgm and unaccent, durable, reachable on the loopback address and its own socket only', async () => {
    const client = new pg.Client({ connectionString: runningClusterUrl(dataDir, 'backline') });
    await client.connect();
    try {
      const setting = async (name: string) => (await client.query(`show ${name}`)).rows[0][name];
      expect(await setting('server_version')).toMatch(/^18\./);
      expect(await setting('fsync')).toBe('on');
      expect(await setting('full_page_writes')).toBe('on');
      expect(await setting('synchronous_commit')).toBe('on');
      expect(await setting('listen_addresses')).toBe('127.0.0.1');
      // Decision 185: a socket in the cluster's own owner-only directory, owner-only itself.
      expect(await setting('unix_socket_directories')).toBe(realpathSync(clusterDirectory(dataDir)));
      expect(await setting('unix_socket_permissions')).toBe('0600');
      // The app's own connections come through it (no client address), as this one does.
      const app = await client.query(
        `select count(*) filter (where client_addr is null)::int as socket, count(*)::int as every
         from pg_stat_activity where backend_type = 'client backend' and datname = 'backline' and usename = 'backline'`,
      );
      expect(app.rows[0].every).toBeGreaterThan(1);
      expect(app.rows[0].socket).toBe(app.rows[0].every);
      // Sized to the machine (decision 132): never PostgreSQL's 128 MB default on a machine of 1 GB or more.
      const buffers = await client.query("select pg_size_bytes(current_setting('shared_buffers')) / 1048576 as mb");
      expect(Number(buffers.rows[0].mb)).toBe(serverMemory(availableMemoryBytes()).sharedBuffersMb);
      const available = await client.query(
        "select name from pg_available_extensions where name in ('pg_trgm', 'unaccent') order by name",
      );
      expect(available.rows.map((row) => row.name)).toEqual(['pg_trgm', 'unaccent']);
      // Every way in asks for the password.
      const rules = await client.query('select type, auth_method from pg_hba_file_rules');
      expect(rules.rows.length).toBeGreaterThan(0);
      expect(rules.rows.every((row) => row.auth_method === 'scram-sha-256')).toBe(true);
    } finally {
      await client.end();
    }
    const port = new URL(runningClusterUrl(dataDir, 'backline')).port;
    expect(Number(port)).not.toBe(5432);
    const intruder = new pg.Client({
      host: '127.0.0.1',
      port: Number(port),
      user: 'backline',
      password: 'guess',
      database: 'backline',
    });
    await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
  });

  it('keeps every file under DATA_DIR owner-only: directories 0700, files 0600', () => {
    const paths = walk(dataDir);
    expect(paths.some((path) => path.endsWith('.eml'))).toBe(true);
    expect(paths.some((path) => path.endsWith('auth-secret'))).toBe(true);
    expect(paths.some((path) => path.endsWith('PG_VERSION'))).toBe(true);
    const loose = paths.flatMap((path) => {
      const stat = lstatSync(path);
      const mode = stat.mode & 0o777;
      // As root the server runs as the `backline-db` system user: DATA_DIR lets its group pass.
      const wanted = stat.isDirectory() ? (path === dataDir && asRoot ? 0o710 : 0o700) : 0o600;
      return stat.isSymbolicLink() || mode === wanted ? [] : [`${path}: ${mode.toString(8)}`];
    });
    expect(loose).toEqual([]);
  });

  it('refuses a second app on the same DATA_DIR while the first runs', async () => {
    await expect(startChildServer({ DATA_DIR: dataDir })).rejects.toThrow(
      `${dataDir} is in use by another Backline process (pid ${server.process.pid})`,
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('runs beside another app with its own DATA_DIR, each on its own port', async () => {
    const otherDir = newDataDir();
    const other = await startChildServer({ DATA_DIR: otherDir, DATABASE_SHARED_BUFFERS_MB: '200' });
    try {
      const ports = [dataDir, otherDir].map((dir) => new URL(runningClusterUrl(dir, 'backline')).port);
      expect(ports[0]).not.toBe(ports[1]);
      // Its shared buffers as set by hand (DATABASE_SHARED_BUFFERS_MB).
      const client = new pg.Client({ connectionString: runningClusterUrl(otherDir, 'backline') });
      await client.connect();
      expect((await client.query('show shared_buffers')).rows[0].shared_buffers).toBe('200MB');
      await client.end();
      expect((await fetch(`${other.url}/api/health`)).status).toBe(200);
    } finally {
      other.process.kill('SIGTERM');
      await other.exited;
    }
  });

  it('stops with the app: after SIGTERM no server process and no lock file are left', async () => {
    const otherDir = newDataDir();
    const other = await startChildServer({ DATA_DIR: otherDir });
    const pid = serverPid(otherDir);
    other.process.kill('SIGTERM');
    expect(await other.exited).toBe(0);
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(join(clusterDirectory(otherDir), 'postmaster.pid'))).toBe(false);
  });
});

describe('the embedded PostgreSQL server killed while the app runs', () => {
  it('is started again on the same port: a confirmed sign-up is kept and the app serves again', async () => {
    const dataDir = newDataDir();
    const app = await startChildServer({ DATA_DIR: dataDir });
    try {
      const account = { email: 'kept.through.crash@example.com', password: 'a-long-password' };
      const person = new HttpSession(app.url);
      expect((await person.post('/api/auth/sign-up/email', { name: 'Kept Through', ...account })).status).toBe(200);
      const url = runningClusterUrl(dataDir, 'backline');
      const killed = serverPid(dataDir);
      process.kill(killed, 'SIGKILL');

      const deadline = Date.now() + 60_000;
      for (;;) {
        const health = await fetch(`${app.url}/api/health`).catch(() => undefined);
        if (health?.status === 200 && serverPid(dataDir) !== killed) break;
        if (Date.now() > deadline) throw new Error(`The database did not come back:\n${app.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(runningClusterUrl(dataDir, 'backline')).toBe(url);
      expect(app.output()).toContain(
        'The embedded PostgreSQL server stopped unexpectedly (SIGKILL): starting it again',
      );
      // Killed in its first minute: started again after a pause, not in a tight loop.
      expect(app.output()).toContain(
        'The embedded PostgreSQL server had run for less than a minute: waiting 1 s before starting it again',
      );
      // Logged once the app has seen it accept connections, which requests may do a moment before.
      await until(() => app.output().includes('The embedded PostgreSQL server is running again') || undefined);
      expect((await new HttpSession(app.url).post('/api/auth/sign-in/email', account)).status).toBe(200);

      // The server started again stops with the app, as the first would have.
      const restarted = serverPid(dataDir);
      app.process.kill('SIGTERM');
      expect(await app.exited).toBe(0);
      expect(isAlive(restarted)).toBe(false);
      expect(existsSync(join(clusterDirectory(dataDir), 'postmaster.pid'))).toBe(false);
    } finally {
      app.process.kill('SIGTERM');
      await app.exited;
    }
  }, 120_000);
});

// The numeric id of a system user or of a running process's user, or undefined.
function userId(name: string): number | undefined {
  const answer = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  return answer.status === 0 ? Number(answer.stdout.trim()) : undefined;
}
function processUserId(pid: number): number {
  return Number(spawnSync('ps', ['-o', 'uid=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
}
function ownersUnder(path: string): Set<number> {
  return new Set(walk(path).map((entry) => lstatSync(entry).uid));
}

// Issue 40 (decision 148): as root, the server ran as the distribution's `postgres`, the user of
// the machine's own PostgreSQL server, whose superusers could read Backline's files
// (pg_read_binary_file). The machine's server is at 127.0.0.1:5432 in CI and here.
const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

describe.runIf(asRoot)('as root, the system user backline-db', () => {
  const dataDir = newDataDir();
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChildServer({ DATA_DIR: dataDir });
  }, 90_000);
  afterAll(async () => {
    server.process.kill('SIGTERM');
    await server.exited;
  });

  it('runs the server and owns the cluster, owner-only', () => {
    const own = userId('backline-db');
    expect(own).toBeDefined();
    expect(own).not.toBe(userId('postgres'));
    expect(processUserId(serverPid(dataDir))).toBe(own);
    const cluster = clusterDirectory(dataDir);
    expect(statSync(cluster).mode & 0o777).toBe(0o700);
    expect(ownersUnder(cluster)).toEqual(new Set([own]));
  });

  it("keeps the cluster from the superuser of the machine's own PostgreSQL server", async (context) => {
    const other = new pg.Client({ connectionString: MACHINE_POSTGRES, connectionTimeoutMillis: 2_000 });
    try {
      await other.connect();
    } catch {
      context.skip();
    }
    try {
      const { rows } = await other.query('select usesuper from pg_user where usename = current_user');
      expect(rows[0].usesuper).toBe(true);
      // The same superuser reads a file of its own server.
      await expect(other.query("select pg_read_binary_file('PG_VERSION')")).resolves.toBeDefined();
      await expect(
        other.query('select pg_read_binary_file($1)', [join(clusterDirectory(dataDir), 'PG_VERSION')]),
      ).rejects.toThrow(/permission denied/i);
    } finally {
      await other.end();
    }
  });
});

describe.runIf(asRoot)('as root, a cluster of an earlier version, owned by another system user', () => {
  it('is handed to backline-db on the next start, with its data', async () => {
    const dataDir = newDataDir();
    const account = { email: 'earlier.owner@example.com', password: 'a-long-password' };
    const first = await startChildServer({ DATA_DIR: dataDir });
    try {
      const person = new HttpSession(first.url);
      expect((await person.post('/api/auth/sign-up/email', { name: 'Earlier Owner', ...account })).status).toBe(200);
    } finally {
      first.process.kill('SIGTERM');
      await first.exited;
    }
    // As an earlier version left it: every file the distribution's `postgres` user's.
    const earlier = userId('postgres') ?? 65534;
    const cluster = clusterDirectory(dataDir);
    for (const path of walk(cluster)) lchownSync(path, earlier, earlier);
    expect(ownersUnder(cluster)).toEqual(new Set([earlier]));

    const again = await startChildServer({ DATA_DIR: dataDir });
    try {
      expect(again.output()).toContain(
        `The embedded PostgreSQL database in ${cluster} belonged to the user with id ${earlier}`,
      );
      expect(ownersUnder(cluster)).toEqual(new Set([userId('backline-db')]));
      expect(statSync(cluster).mode & 0o777).toBe(0o700);
      expect((await new HttpSession(again.url).post('/api/auth/sign-in/email', account)).status).toBe(200);
    } finally {
      again.process.kill('SIGTERM');
      await again.exited;
    }
  }, 120_000);
});

describe.runIf(asRoot)('as root, a DATA_DIR that the database system user cannot reach', () => {
  it('keeps the cluster where that user can reach it, linked from DATA_DIR/postgres', async () => {
    const closed = mkdtempSync(join(tmpdir(), 'backline-closed-'));
    chmodSync(closed, 0o700);
    const dataDir = join(closed, 'data');
    const server = await startChildServer({ DATA_DIR: dataDir });
    try {
      expect(server.output()).toContain(`cannot reach ${dataDir}`);
      expect(lstatSync(clusterDirectory(dataDir)).isSymbolicLink()).toBe(true);
      const relocated = realpathSync(clusterDirectory(dataDir));
      expect(relocated.startsWith('/var/lib/backline/clusters/')).toBe(true);
      expect(statSync(relocated).mode & 0o777).toBe(0o700);
      const person = new HttpSession(server.url);
      const email = 'closed.parent@example.com';
      expect(
        (await person.post('/api/auth/sign-up/email', { name: 'Closed Parent', email, password: 'a-long-password' }))
          .status,
      ).toBe(200);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
      rmSync(realpathSync(clusterDirectory(dataDir)), { recursive: true, force: true });
    }
  });
});

describe.runIf(asRoot)('as root, a directory above an existing cluster closed since', () => {
  it('stops start-up and says what to do, and starts again once it is open', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'backline-closed-later-'));
    chmodSync(parent, 0o755);
    const dataDir = join(parent, 'data');
    const first = await startChildServer({ DATA_DIR: dataDir });
    first.process.kill('SIGTERM');
    await first.exited;
    expect(lstatSync(clusterDirectory(dataDir)).isSymbolicLink()).toBe(false);

    chmodSync(parent, 0o700);
    await expect(startChildServer({ DATA_DIR: dataDir })).rejects.toThrow(
      `cannot reach ${dataDir}, where its database cluster is: a directory above it was closed to others`,
    );

    chmodSync(parent, 0o755);
    const again = await startChildServer({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    } finally {
      again.process.kill('SIGTERM');
      await again.exited;
    }
  }, 90_000);
});

describe('a DATA_DIR from a version before the embedded PostgreSQL server', () => {
  it('is not ignored: start-up stops and says what to do', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'pglite'));
    await expect(openEmbeddedDatabase(dataDir, 2, createLogger('silent'))).rejects.toThrow(
      `${join(dataDir, 'pglite')} holds the database of an earlier Backline version (PGlite)`,
    );
    expect(existsSync(clusterDirectory(dataDir))).toBe(false);
  });
});

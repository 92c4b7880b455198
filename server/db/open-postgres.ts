import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readConcurrentMigrations, runConcurrentMigrations } from './concurrent-migrations';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import type { Database, DatabaseHandle, ListenOptions, Unlisten } from './database';
import { concurrentMigrationsFolder, migrationsFolder } from '../lib/app-paths';

// Any number between processes sharing the database: serialises their migrations.
const MIGRATION_LOCK_ID = 724_311_902;
const LISTEN_RETRY_MS = 1_000;

export async function openPostgres(url: string, poolMax: number, logger?: Logger): Promise<DatabaseHandle> {
  // Connections are kept once opened (docs/decisions/140): a new one starts cold (its server
  // process reads the catalogs again and maps the shared buffers page by page as it touches
  // them), and closing them after a few idle seconds made every request after a quiet moment
  // pay for that. Kept connections do not hold the process open at its end.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 0, allowExitOnIdle: true });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => logger?.warn(`An idle database connection failed: ${error.message}`));
  await pool.query('select 1');
  const db = drizzle({ client: pool }) as unknown as Database;
  const listeners = new Set<{ stop(): Promise<void> }>();
  // The concurrent build running on this pool, if any: its connection's backend, to stop it.
  let building: { pid: number; done: Promise<unknown> } | undefined;

  return {
    db,
    kind: 'external',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client: pool }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    async buildConcurrently(logger, migrations = readConcurrentMigrations(concurrentMigrationsFolder)) {
      const client = await pool.connect();
      // The pool hears a lost connection only while it is idle: a checked-out one that the server
      // drops mid-build (a crash, a shutdown) would otherwise throw its error at the process. The
      // build's own query fails with it; the connection is then thrown away, not given back.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      const [backend] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      const done = runConcurrentMigrations(client, migrations, logger).finally(() => {
        client.off('error', onError);
        client.release(lost);
      });
      building = { pid: backend?.pid ?? 0, done };
      await done;
    },
    async listen(channel, onPayload, options) {
      const listener = listenWithReconnect(url, channel, onPayload, options);
      listeners.add(listener);
      try {
        await listener.ready;
      } catch (error) {
        listeners.delete(listener);
        await listener.stop();
        throw error;
      }
      const unlisten: Unlisten = async () => {
        listeners.delete(listener);
        await listener.stop();
      };
      return unlisten;
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    async close() {
      // A build is stopped, not waited for: its invalid leftover is dropped and built again next time.
      if (building) {
        await pool.query('select pg_cancel_backend($1)', [building.pid]).catch(() => {});
        await building.done.catch(() => {});
      }
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

// A dedicated connection for LISTEN that reconnects after the server drops it.
function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          if (!stopped) options.onReconnect?.();
        },
        () => scheduleReconnect(),
      );
    }, LISTEN_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let connected = false;
    let dropped = false;
    // 'error' and 'end' may both fire, and late: only a connection in use triggers a reconnect.
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.end().catch(() => {});
      if (!connected) return;
      if (client === next) client = undefined;
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop();
      throw error;
    }
    if (stopped || dropped) {
      await next.end().catch(() => {});
      if (!stopped) throw new Error('The LISTEN connection dropped while starting');
      return;
    }
    connected = true;
    client = next;
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

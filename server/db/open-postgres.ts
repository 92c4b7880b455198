import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, Unlisten } from './database';
import { migrationsFolder } from './migrations-folder';

// Any number between processes sharing the database: serialises their migrations.
const MIGRATION_LOCK_ID = 724_311_902;
const LISTEN_RETRY_MS = 1_000;

export async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  await pool.query('select 1');
  const db = drizzle({ client: pool }) as unknown as Database;
  const listeners = new Set<{ stop(): Promise<void> }>();

  return {
    db,
    dialect: 'postgres',
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
    async listen(channel, onPayload) {
      const listener = listenWithReconnect(url, channel, onPayload);
      listeners.add(listener);
      await listener.ready;
      const unlisten: Unlisten = async () => {
        listeners.delete(listener);
        await listener.stop();
      };
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

// A dedicated connection for LISTEN that reconnects after the server drops it.
function listenWithReconnect(url: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => scheduleReconnect());
    next.on('end', () => scheduleReconnect());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, LISTEN_RETRY_MS);
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

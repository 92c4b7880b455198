import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// node-postgres on the embedded server (D20) or on the one DATABASE_URL names.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// Repos take either, so a service can run several of them in one transaction.
export type Executor = Database | Transaction;

export type Unlisten = () => Promise<void>;
export type ListenOptions = { onReconnect?: () => void };

// The connection pool's use (metrics): connections open, idle, queries waiting, the most it opens.
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  // The app's own server under DATA_DIR (D20), or one named by DATABASE_URL.
  kind: 'embedded' | 'external';
  migrate(): Promise<void>;
  // PostgreSQL LISTEN: notifications from every process connected to the database.
  // `onReconnect` runs when a dropped LISTEN connection is back: notifications sent while it
  // was down are lost, so the listener should catch up.
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  poolUse(): PoolUse;
  close(): Promise<void>;
};

// Raw SQL rows: node-postgres answers `execute` with `{ rows }`.
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

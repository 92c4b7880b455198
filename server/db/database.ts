import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// One type for both engines: PGlite (embedded, D6) and node-postgres (DATABASE_URL).
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// Repos take either, so a service can run several of them in one transaction.
export type Executor = Database | Transaction;

export type Unlisten = () => Promise<void>;
export type ListenOptions = { onReconnect?: () => void };

export type DatabaseHandle = {
  db: Database;
  dialect: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  // PostgreSQL LISTEN; on PGlite notifications reach listeners of the same process only.
  // `onReconnect` runs when a dropped LISTEN connection is back: notifications sent while it
  // was down are lost, so the listener should catch up.
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  close(): Promise<void>;
};

// Raw SQL rows: PGlite and node-postgres both answer `execute` with `{ rows }`.
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

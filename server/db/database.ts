import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

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

const dialect = new PgDialect();

// Raw SQL rows: node-postgres answers `execute` with `{ rows }`.
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

// A query PostgreSQL parses and plans once per connection and then runs from its plan (a named
// prepared statement, named after its text): for hot reads whose planning costs as much as
// running them (docs/decisions/142). After five runs PostgreSQL keeps one generic plan when it
// costs no more than planning each time, so the text must not depend on values the plan
// should (its parameters' estimates must be the same whatever they are). Each connection keeps
// every statement it ran: only for texts of which there are few.
export async function queryPrepared<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 20)}`;
  const prepared = executor._.session.prepareQuery(compiled, undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

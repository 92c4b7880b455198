import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../lib/logger';
import type { ConcurrentMigration } from './concurrent-migrations';

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
  // The statements of migrations/concurrent/ not yet run (issue 43, docs/decisions/171): index
  // builds on large tables, once the app serves. Stopped by close(), and done again next time.
  buildConcurrently(logger: Logger, migrations?: ConcurrentMigration[]): Promise<void>;
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

// A statement whose text depends only on its shape (`key`), its values given by name
// (sql.placeholder): its text is built once per key (docs/decisions/142). A prepared one is
// parsed and planned once per connection (a named prepared statement, named after its text),
// for hot reads whose planning costs as much as running them. After five runs PostgreSQL keeps
// one generic plan when it costs no more than planning each time, so nothing the plan should
// depend on may be a parameter (its estimate would be the same whatever the value).
export type Statement = { key: string; build: () => SQL; values: Record<string, unknown>; prepared: boolean };

// Each connection keeps every statement prepared on it, plan and all, until it closes (the pool
// keeps its connections: decision 140): about 200 KB for a search's page. So a process prepares
// at most this many texts, the first it meets (the common ones); others are planned each time.
// At most about 13 MB a connection, whatever anyone asks for.
export const PREPARED_TEXTS_MAX = 64;
const preparedNames = new Set<string>();
const statements = new Map<string, { query: Query; name?: string }>();

const statementName = (text: string) => `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

// How much of the budget this process has taken.
export const preparedTextsTaken = () => preparedNames.size;

// The name to prepare a text under, while the budget lasts (or it was prepared already).
function preparedName(text: string): string | undefined {
  const name = statementName(text);
  if (preparedNames.has(name)) return name;
  if (preparedNames.size >= PREPARED_TEXTS_MAX) return undefined;
  preparedNames.add(name);
  return name;
}

export async function runStatement<Row>(executor: Executor, statement: Statement): Promise<Row[]> {
  // Only prepared texts are kept: they are bounded, and the others are cheap to build.
  let built = statement.prepared ? statements.get(statement.key) : undefined;
  if (!built) {
    const query = dialect.sqlToQuery(statement.build());
    built = { query, name: statement.prepared ? preparedName(query.sql) : undefined };
    if (built.name) statements.set(statement.key, built);
  }
  const result = await executor._.session
    .prepareQuery(built.query, undefined, built.name, false)
    .execute(statement.values);
  return (result as { rows: Row[] }).rows;
}

// A small read prepared once per connection (as runStatement's prepared ones, within the same
// budget), its text built on each call: for statements whose text takes few forms.
export async function queryPrepared<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const result = await executor._.session.prepareQuery(built, undefined, preparedName(built.sql), false).execute();
  return (result as { rows: Row[] }).rows;
}

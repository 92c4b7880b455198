import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './database';

// PostgreSQL NOTIFY. Sent inside a transaction it is delivered only when (and if) that
// transaction commits, to listeners in every process connected to the database.
export async function notify(executor: Executor, channel: string, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

// The same notice as an expression, for a statement that sends it with its own writes.
export const notifyCall = (channel: string, payload: string): SQL => sql`pg_notify(${channel}, ${payload})`;

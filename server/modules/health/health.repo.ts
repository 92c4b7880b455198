import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

export async function pingDatabase(executor: Executor): Promise<void> {
  await executor.execute(sql`select 1`);
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { user } from '../../../db/schema/auth';
import { messageThreads } from '../../../db/schema/messages';

// The account a reply's token names, or whose address sent it.
export async function findAccount(executor: Executor, where: { id: string } | { email: string }) {
  const [row] = await executor
    .select({ userId: user.id, email: user.email })
    .from(user)
    .where('id' in where ? eq(user.id, where.id) : eq(user.email, where.email))
    .limit(1);
  return row;
}

export async function findThreadById(executor: Executor, threadId: string) {
  const [row] = await executor.select().from(messageThreads).where(eq(messageThreads.id, threadId)).limit(1);
  return row;
}

import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { user } from '../../db/schema/auth';

export async function findUserByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function markEmailVerified(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`update "user" set email_verified = true, updated_at = now() where id = ${userId}`);
}

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

export async function findUserById(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return row;
}

import { eq, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { signInAttempts } from '../../db/schema/sign-in-attempts';

// Counts one more sign-in attempt for the account in one atomic statement (concurrent
// attempts cannot all slip under the limit); a window that has passed starts again at 1.
export async function countSignInAttempt(
  executor: Executor,
  email: string,
  now: Date,
  windowSeconds: number,
): Promise<{ attempts: number; windowStartedAt: Date }> {
  const windowOpenedAfter = new Date(now.getTime() - windowSeconds * 1000);
  await executor.delete(signInAttempts).where(lt(signInAttempts.windowStartedAt, windowOpenedAfter));
  const [row] = await queryRows<{ attempts: number; window_started_at: Date | string }>(
    executor,
    sql`insert into sign_in_attempts (email, attempts, window_started_at)
        values (${email}, 1, ${now.toISOString()})
        on conflict (email) do update set
          attempts = case when sign_in_attempts.window_started_at <= ${windowOpenedAfter.toISOString()}
                          then 1 else sign_in_attempts.attempts + 1 end,
          window_started_at = case when sign_in_attempts.window_started_at <= ${windowOpenedAfter.toISOString()}
                                   then excluded.window_started_at else sign_in_attempts.window_started_at end
        returning attempts, window_started_at`,
  );
  if (!row) throw new Error('Counting a sign-in attempt returned no row');
  return { attempts: row.attempts, windowStartedAt: new Date(row.window_started_at) };
}

export async function clearSignInAttempts(executor: Executor, email: string): Promise<void> {
  await executor.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

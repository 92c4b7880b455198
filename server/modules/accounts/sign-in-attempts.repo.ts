import { and, eq, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { signInAttempts } from '../../db/schema/sign-in-attempts';

// The shared count of an account: every attempt that does not come from one of its known
// devices (decision 100).
export const SHARED_COUNT = '';

// Counts one more sign-in attempt for the account (in the shared count, or a known device's
// own) in one atomic statement (concurrent attempts cannot all slip under the limit); a window
// that has passed starts again at 1.
export async function countSignInAttempt(
  executor: Executor,
  input: { email: string; deviceHash: string; now: Date; windowSeconds: number },
): Promise<{ attempts: number; windowStartedAt: Date }> {
  const { email, deviceHash, now } = input;
  const windowOpenedAfter = new Date(now.getTime() - input.windowSeconds * 1000);
  await executor.delete(signInAttempts).where(lt(signInAttempts.windowStartedAt, windowOpenedAfter));
  const [row] = await queryRows<{ attempts: number; window_started_at: Date | string }>(
    executor,
    sql`insert into sign_in_attempts (email, device_hash, attempts, window_started_at)
        values (${email}, ${deviceHash}, 1, ${now.toISOString()})
        on conflict (email, device_hash) do update set
          attempts = case when sign_in_attempts.window_started_at <= ${windowOpenedAfter.toISOString()}
                          then 1 else sign_in_attempts.attempts + 1 end,
          window_started_at = case when sign_in_attempts.window_started_at <= ${windowOpenedAfter.toISOString()}
                                   then excluded.window_started_at else sign_in_attempts.window_started_at end
        returning attempts, window_started_at`,
  );
  if (!row) throw new Error('Counting a sign-in attempt returned no row');
  return { attempts: row.attempts, windowStartedAt: new Date(row.window_started_at) };
}

// One count (after a successful sign-in that used it), or every count of the account (a new
// password: finding 5 of issue 18, the lock must not outlive a reset).
export async function clearSignInAttempts(executor: Executor, email: string, deviceHash?: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  await executor
    .delete(signInAttempts)
    .where(
      deviceHash === undefined
        ? eq(signInAttempts.email, normalised)
        : and(eq(signInAttempts.email, normalised), eq(signInAttempts.deviceHash, deviceHash)),
    );
}

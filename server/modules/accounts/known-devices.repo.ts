import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// Decision 100: the browsers that have proven they belong to an account.
export async function rememberDevice(executor: Executor, userId: string, deviceHash: string): Promise<void> {
  await executor.execute(sql`
    insert into known_devices (user_id, device_hash) values (${userId}, ${deviceHash})
    on conflict (user_id, device_hash) do update set last_seen_at = now()
  `);
}

export async function isKnownDevice(
  executor: Executor,
  account: { userId: string } | { email: string },
  deviceHash: string,
): Promise<boolean> {
  const rows = await queryRows<{ known: boolean }>(
    executor,
    'userId' in account
      ? sql`select true as known from known_devices where user_id = ${account.userId} and device_hash = ${deviceHash}`
      : sql`select true as known from known_devices d join "user" u on u.id = d.user_id
            where u.email = ${account.email.trim().toLowerCase()} and d.device_hash = ${deviceHash}`,
  );
  return rows.length > 0;
}

// Issue 41 (docs/decisions/155): whether a browser is a known device of any account, never which.
export async function isDeviceOfAnyAccount(executor: Executor, deviceHash: string): Promise<boolean> {
  const rows = await queryRows<{ known: boolean }>(
    executor,
    sql`select true as known from known_devices where device_hash = ${deviceHash} limit 1`,
  );
  return rows.length > 0;
}

export async function forgetDevices(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`delete from known_devices where user_id = ${userId}`);
}

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { user } from '../../db/schema/auth';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';

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

// D25: a new address, proven by the link sent to it.
export async function changeUserEmail(executor: Executor, userId: string, newEmail: string): Promise<void> {
  await executor.execute(
    sql`update "user" set email = ${newEmail}, email_verified = true, updated_at = now() where id = ${userId}`,
  );
}

export async function findUserById(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return row;
}

// The signed-in person as the session summary shows them: the fields that say whether they have
// a profile (D3), and whether they have a track application (the one not superseded,
// docs/decisions/004; spec §7 routes them by it after sign-in), in one statement.
export async function findSessionPerson(executor: Executor, userId: string) {
  const [row] = await queryRows<{
    id: string;
    name: string | null;
    age: number | null;
    city: string | null;
    state: string | null;
    hasTrackApplication: boolean;
  }>(
    executor,
    sql`select ${people.id} as id, ${people.name} as name, ${people.age} as age, ${people.city} as city,
        ${people.state} as state,
        exists (select 1 from ${applications} where ${applications.personId} = ${people.id}
          and ${applications.supersededAt} is null) as "hasTrackApplication"
      from ${people} where ${people.userId} = ${userId} limit 1`,
  );
  return row;
}

// The password hash of the account's email-and-password sign-in, if it has one.
export async function findPasswordHash(executor: Executor, userId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ password: string | null }>(
    executor,
    sql`select password from account where user_id = ${userId} and provider_id = 'credential' limit 1`,
  );
  return row?.password ?? undefined;
}

// Replaces the account's password with the hash of one nobody knows (decision 100).
export async function replacePasswordHash(executor: Executor, userId: string, passwordHash: string): Promise<void> {
  await executor.execute(sql`
    update account set password = ${passwordHash}, updated_at = now()
    where user_id = ${userId} and provider_id = 'credential'
  `);
}

export async function deleteSessionsOf(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`delete from session where user_id = ${userId}`);
}

// A reset token as the auth library stores it (`identifier` already hashed, decision 101).
export async function insertResetToken(
  executor: Executor,
  input: { identifier: string; userId: string; expiresAt: Date },
): Promise<void> {
  await executor.execute(sql`
    insert into verification (id, identifier, value, expires_at)
    values (${randomUUID()}, ${input.identifier}, ${input.userId}, ${input.expiresAt.toISOString()})
  `);
}

// D30: the account the bootstrap admin (ADMIN_EMAIL) created, or proved with ADMIN_PASSWORD.
const bootstrapKey = (userId: string) => `bootstrap-admin:${userId}`;

export async function isBootstrapAdmin(executor: Executor, userId: string): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    executor,
    sql`select key from app_settings where key = ${bootstrapKey(userId)}`,
  );
  return rows.length > 0;
}

export async function recordBootstrapAdmin(executor: Executor, userId: string, email: string): Promise<void> {
  await executor.execute(sql`
    insert into app_settings (key, value) values (${bootstrapKey(userId)}, ${JSON.stringify({ email })}::jsonb)
    on conflict (key) do nothing
  `);
}

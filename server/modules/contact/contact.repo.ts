import { and, count, eq, gte, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { interactions } from '../../db/schema/back-office';

// The team that hears from the contact page: the admins (docs/decisions/092).
export async function findAdminEmails(executor: Executor): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    executor,
    sql`select u.email from user_roles r join "user" u on u.id = r.user_id where r.role = 'admin' order by u.email`,
  );
  return rows.map((row) => row.email);
}

// The person's messages to the team since `since` (read through interactions_person_idx).
export async function countMessagesSince(executor: Executor, personId: string, userId: string, since: Date) {
  const [row] = await executor
    .select({ n: count() })
    .from(interactions)
    .where(
      and(
        eq(interactions.personId, personId),
        eq(interactions.userId, userId),
        eq(interactions.type, 'message'),
        gte(interactions.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

// Messages from one address of visitors who are not signed in, counted in the rate-limit
// table (kept across restarts and server processes, like the sign-in limits): the count in
// the current window, this one included.
export async function countVisitorMessage(executor: Executor, clientIp: string, windowMs: number): Promise<number> {
  const now = Date.now();
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`insert into rate_limit (id, key, count, last_request)
      values (gen_random_uuid()::text, ${`contact-message:${clientIp}`}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request < ${now - windowMs} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request < ${now - windowMs} then ${now} else rate_limit.last_request end
      returning count`,
  );
  return row?.count ?? 1;
}

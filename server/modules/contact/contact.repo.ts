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

// Messages from one client address, counted in the rate-limit table (kept across restarts and
// server processes, like the sign-in limits): the count in the current window, this one included.
// Visitors who are not signed in and signed-in people are counted apart (decision 147). The row
// stays locked until the caller's transaction ends: inside one, a refused message is undone with
// it and does not count.
export async function countMessageFromAddress(
  executor: Executor,
  sender: 'visitor' | 'signed-in',
  clientIp: string,
  windowMs: number,
): Promise<number> {
  const key = sender === 'visitor' ? `contact-message:${clientIp}` : `contact-message-signed-in:${clientIp}`;
  const now = Date.now();
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`insert into rate_limit (id, key, count, last_request)
      values (gen_random_uuid()::text, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request < ${now - windowMs} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request < ${now - windowMs} then ${now} else rate_limit.last_request end
      returning count`,
  );
  return row?.count ?? 1;
}

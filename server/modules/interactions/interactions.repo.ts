import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { InteractionType } from '@shared/domain-values';
import { type PageQuery, pageOffset } from '@shared/pagination';
import { type Executor, queryRows } from '../../db/database';
import { user } from '../../db/schema/auth';
import { interactions } from '../../db/schema/back-office';
import { people } from '../../db/schema/people';

// Entries are always read by their person, so the person is known (an entry whose person
// was deleted with their account, D25, is read by nothing here).
export type InteractionRow = {
  id: string;
  personId: string;
  userId: string | null;
  type: string;
  subject: string;
  content: string;
  createdAt: Date;
  authorName: string | null;
};

// The person's account, if they have one (D31: whose log a team member may not keep).
export async function findPersonAccount(executor: Executor, personId: string) {
  const [row] = await executor.select({ userId: people.userId }).from(people).where(eq(people.id, personId)).limit(1);
  return row;
}

// spec §7 interactions: by person, newest first (index on person_id, created_at desc), with
// the author's name from their person record (else the account).
export async function listInteractions(executor: Executor, personId: string, page: PageQuery) {
  const where = eq(interactions.personId, personId);
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        id: interactions.id,
        personId: interactions.personId,
        userId: interactions.userId,
        type: interactions.type,
        subject: interactions.subject,
        content: interactions.content,
        createdAt: interactions.createdAt,
        authorName: sql<string | null>`coalesce(${people.name}, ${user.name})`,
      })
      .from(interactions)
      .leftJoin(user, eq(user.id, interactions.userId))
      .leftJoin(people, eq(people.userId, interactions.userId))
      .where(where)
      .orderBy(desc(interactions.createdAt), desc(interactions.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    executor.select({ n: count() }).from(interactions).where(where),
  ]);
  return { rows: rows as InteractionRow[], total: total?.n ?? 0 };
}

export async function insertInteraction(
  executor: Executor,
  // No author: the app itself wrote it (issue 42, the event night).
  interaction: { personId: string; userId: string | null; type: InteractionType; subject: string; content: string },
): Promise<string> {
  const [row] = await executor.insert(interactions).values(interaction).returning({ id: interactions.id });
  if (!row) throw new Error('The interaction was not saved');
  return row.id;
}

// Locks the row so a delete decides on the author it will actually remove.
export async function lockInteraction(executor: Executor, personId: string, interactionId: string) {
  const [row] = await queryRows<{ user_id: string | null }>(
    executor,
    sql`select user_id from interactions where id = ${interactionId} and person_id = ${personId} for update`,
  );
  return row;
}

export async function deleteInteraction(executor: Executor, personId: string, interactionId: string) {
  await executor
    .delete(interactions)
    .where(and(eq(interactions.id, interactionId), eq(interactions.personId, personId)));
}

import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { people } from '../../db/schema/people';

// D3: the people row of a new account, copied from the account's name and email.
export async function insertPersonForUser(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`
    insert into people (user_id, name, email)
    select id, name, email from "user" where id = ${userId}
    on conflict (user_id) do nothing
  `);
}

export async function findPersonByUserId(executor: Executor, userId: string) {
  const [person] = await executor.select().from(people).where(eq(people.userId, userId)).limit(1);
  return person;
}

export type PersonRow = typeof people.$inferSelect;

// Holds the person's row until the transaction ends, so that writes about one person that must
// see each other take turns (a wizard draft and its submission, D26; messages counted against
// a limit).
export async function lockPerson(executor: Executor, personId: string): Promise<void> {
  await executor.select({ id: people.id }).from(people).where(eq(people.id, personId)).for('update');
}

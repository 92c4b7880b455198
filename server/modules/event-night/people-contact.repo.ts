import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// Where a person is written to: their account's address (else the one on their record).
export async function findPersonContact(executor: Executor, personId: string) {
  const [row] = await queryRows<{ email: string | null; name: string | null }>(
    executor,
    sql`select coalesce(u.email, p.email) as email, p.name from people p
      left join "user" u on u.id = p.user_id where p.id = ${personId}`,
  );
  return row;
}

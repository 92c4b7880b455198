import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// spec §7 admin overview: exact counts, counted by the database without loading rows.
export async function countOverview(executor: Executor, monthStart: Date) {
  const [row] = await queryRows<{
    total_opportunities: number;
    total_applications: number;
    pending_review: number;
    accepted_this_month: number;
  }>(
    executor,
    sql`select
      (select count(*)::int from opportunities) as total_opportunities,
      (select count(*)::int from applications) as total_applications,
      (select count(*)::int from applications where status = 'submitted') as pending_review,
      (select count(*)::int from applications
        where status = 'booked' and updated_at >= ${monthStart.toISOString()}) as accepted_this_month`,
  );
  return row;
}

import { sql } from 'drizzle-orm';
import { countAllAtScale } from '../../db/counting';
import type { Executor } from '../../db/database';

// spec §7 admin overview: counted by the database without loading rows; exact up to 10,000 and
// estimated past it (issue 17: a million rows are not counted on every visit).
export async function countOverview(executor: Executor, monthStart: Date) {
  const [totalOpportunities, totalApplications, pendingReview, acceptedThisMonth] = await countAllAtScale(executor, [
    sql`from opportunities`,
    sql`from applications`,
    sql`from applications where status = 'submitted'`,
    sql`from applications where status = 'booked' and updated_at >= ${monthStart.toISOString()}`,
  ]);
  return { totalOpportunities, totalApplications, pendingReview, acceptedThisMonth };
}

import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';

// D22: an event's day has passed once it is over everywhere on Earth (UTC−12, "anywhere on
// Earth"): a night out dated today stays listed through the night in every US time zone, and
// leaves the next morning (docs/decisions/098).
export const eventToday = sql`(now() at time zone 'Etc/GMT+12')::date`;

// spec §4 and D22: what the public sees — open, and not past (undated ones never pass).
// `listed` (open and not past when last written or swept, kept by the database: migration
// 0014, docs/decisions/135) is what the public indexes hold; the date is still tested, so an
// event whose day passed since is never shown, swept or not. Written without OR: most listed
// opportunities are upcoming, and an OR made the planner scan the date index twice to intersect
// with every other condition.
export const isListed = sql`${opportunities.listed} and coalesce(${opportunities.date}, 'infinity'::date) >= ${eventToday}`;

// D22: admins see an open opportunity whose day has passed marked as past.
export const isPast = sql<boolean>`coalesce(${opportunities.date} < ${eventToday}, false)`;

// The hourly sweep (docs/decisions/135): opportunities whose day has passed since they were
// written leave the public indexes. Writes only when there is one (every write to opportunities
// is announced and drops what the servers keep, decision 017). Returns how many.
export async function unlistPast(executor: Executor): Promise<number> {
  const passed = sql`${opportunities.listed} and coalesce(${opportunities.date}, 'infinity'::date) < ${eventToday}`;
  const [any] = await queryRows<{ found: boolean }>(
    executor,
    sql`select exists (select 1 from ${opportunities} where ${passed}) as found`,
  );
  if (!any?.found) return 0;
  const unlisted = await queryRows<{ id: string }>(
    executor,
    sql`update ${opportunities} set listed = false where ${passed} returning id`,
  );
  return unlisted.length;
}

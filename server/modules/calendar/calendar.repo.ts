import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { eventToday } from '../opportunities/listed.repo';

export type CalendarEventRow = {
  opportunityId: string;
  title: string;
  description: string;
  date: string;
  venue: string | null;
  city: string | null;
};

const eventColumns = sql`o.id as "opportunityId", o.title, o.description, o.date::text as date, o.venue, o.city`;

// A dated opportunity the person holds a spot on (accepted, by applying or by invitation, D23;
// or completed since).
export async function findHeldEvent(executor: Executor, personId: string, opportunityId: string) {
  const [row] = await queryRows<CalendarEventRow>(
    executor,
    sql`select ${eventColumns} from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and oa.opportunity_id = ${opportunityId}
        and oa.status in ('accepted', 'completed') and o.date is not null`,
  );
  return row;
}

// The feed: accepted, dated, not yet past, soonest first (opportunity_applications_person_idx).
export function listUpcomingHeldEvents(executor: Executor, personId: string) {
  return queryRows<CalendarEventRow>(
    executor,
    sql`select ${eventColumns} from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and oa.status = 'accepted' and o.date >= ${eventToday}
      order by o.date, o.id
      limit 500`,
  );
}

export async function findFeed(executor: Executor, personId: string) {
  const [row] = await executor
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.personId, personId));
  return row;
}

export async function findFeedPerson(executor: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ personId: calendarFeeds.personId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash)));
  return row?.personId;
}

// A new token replaces the old one: the old address stops working at once.
export async function replaceFeed(executor: Executor, personId: string, tokenHash: string) {
  await executor
    .insert(calendarFeeds)
    .values({ personId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.personId, set: { tokenHash, createdAt: sql`now()` } });
}

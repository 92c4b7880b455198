import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { calendarFeeds } from '../../db/schema/calendar-feeds';

export type CalendarEventRow = {
  opportunityId: string;
  title: string;
  description: string;
  venue: string | null;
  city: string | null;
  // Issue 42 (D36): the event's start and end (a dated opportunity has both).
  startsAt: Date;
  endsAt: Date;
};

const eventColumns = sql`o.id as "opportunityId", o.title, o.description, o.venue, o.city,
  o.starts_at as "startsAt", o.ends_at as "endsAt"`;

const withDates = (row: CalendarEventRow): CalendarEventRow => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: new Date(row.endsAt),
});

// A dated opportunity the person holds a spot on (accepted, by applying or by invitation, D23;
// or completed since). A released or cancelled booking holds none (D36).
export async function findHeldEvent(executor: Executor, personId: string, opportunityId: string) {
  const [row] = await queryRows<CalendarEventRow>(
    executor,
    sql`select ${eventColumns} from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and oa.opportunity_id = ${opportunityId}
        and oa.status in ('accepted', 'completed') and o.starts_at is not null`,
  );
  return row && withDates(row);
}

// The feed: accepted, not yet over, soonest first (opportunity_applications_person_idx). A
// booking released or cancelled is no longer accepted, and leaves the feed (D36).
export async function listUpcomingHeldEvents(executor: Executor, personId: string) {
  const rows = await queryRows<CalendarEventRow>(
    executor,
    sql`select ${eventColumns} from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and oa.status = 'accepted' and o.ends_at > now()
      order by o.starts_at, o.id
      limit 500`,
  );
  return rows.map(withDates);
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

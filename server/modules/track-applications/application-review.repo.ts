import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ApplicationsQuery } from '@shared/application-review-schemas';
import type { Track, TrackApplicationStatus } from '@shared/domain-values';
import { pageOffset } from '@shared/pagination';
import { type Executor, queryRows } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';
import { containsPattern } from '../../db/search-pattern';

export type ReviewListQuery = ApplicationsQuery & { tracksMatchingSearch: readonly Track[] };

function reviewFilter(query: ReviewListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.search) {
    // D15: the applicant's name and city through the trigram indexes on people; the track
    // (the "role") by the track values that contain the text.
    const pattern = containsPattern(query.search);
    const matchingPeople = or(ilike(people.name, pattern), ilike(people.city, pattern));
    conditions.push(
      or(
        inArray(applications.personId, sql`(select ${people.id} from ${people} where ${matchingPeople})`),
        query.tracksMatchingSearch.length > 0
          ? inArray(applications.track, [...query.tracksMatchingSearch])
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

// spec §7 admin applications: with the linked person, newest first, a page at a time.
export async function listApplicationsForReview(executor: Executor, query: ReviewListQuery) {
  const where = reviewFilter(query);
  const [rows, [filtered], [overall]] = await Promise.all([
    executor
      .select({
        id: applications.id,
        track: applications.track,
        status: applications.status,
        createdAt: applications.createdAt,
        personId: people.id,
        name: people.name,
        phone: people.phone,
        city: people.city,
        state: people.state,
      })
      .from(applications)
      .innerJoin(people, eq(people.id, applications.personId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    executor.select({ n: count() }).from(applications).where(where),
    executor.select({ n: count() }).from(applications),
  ]);
  return { rows, total: filtered?.n ?? 0, overallTotal: overall?.n ?? 0 };
}

export async function findApplicationForReview(executor: Executor, applicationId: string) {
  const [row] = await executor
    .select({ application: applications, person: people, opportunityTitle: opportunities.title })
    .from(applications)
    .innerJoin(people, eq(people.id, applications.personId))
    .leftJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

// Serialises concurrent status changes of one application, so each logs the status it replaced.
export async function lockApplicationStatus(executor: Executor, applicationId: string) {
  const [row] = await queryRows<{ status: TrackApplicationStatus }>(
    executor,
    sql`select status from applications where id = ${applicationId} for update`,
  );
  return row;
}

// D10: archived_at records when the application became archived (the 30-day reapply wait
// starts then); archiving again keeps the first time, any other status clears it.
export async function setApplicationStatus(
  executor: Executor,
  applicationId: string,
  status: TrackApplicationStatus,
): Promise<void> {
  await executor
    .update(applications)
    .set({
      status,
      updatedAt: sql`now()`,
      archivedAt: status === 'archived' ? sql`coalesce(${applications.archivedAt}, now())` : sql`null::timestamptz`,
    })
    .where(eq(applications.id, applicationId));
}

// updated_at is left alone: the overview's 'Accepted This Month' reads it as the time of
// booking (spec §7), and a note is not a booking.
export async function setPrivateNotes(executor: Executor, applicationId: string, notes: string | null) {
  const [row] = await executor
    .update(applications)
    .set({ notes })
    .where(eq(applications.id, applicationId))
    .returning({ id: applications.id });
  return row;
}

export async function applicationExists(executor: Executor, applicationId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return rows.length > 0;
}

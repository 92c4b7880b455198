import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP } from '@shared/limits';
import type { ApplicationsFilter } from '@shared/application-review-schemas';
import type { Track, TrackApplicationStatus } from '@shared/domain-values';
import { type PageQuery, pageOffset } from '@shared/pagination';
import { countAllAtScale } from '../../db/counting';
import { type Executor, queryRows } from '../../db/database';
import { isoUtc } from '../../db/iso-utc';
import { opportunities } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';
import { containsPattern } from '../../db/search-pattern';

export type ReviewListFilter = ApplicationsFilter & { tracksMatchingSearch: readonly Track[] };
export type ReviewListQuery = ReviewListFilter & PageQuery;

// Issue 19: a calendar day's start, and the day after an inclusive end, in the database's zone.
const dayStart = (day: string) => sql`${day}::date::timestamptz`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamptz`;

// Every filter but the search, each answered by an index (status, track, created_at, and the
// booked partial index on updated_at that the overview counts with).
function plainFilters(query: ReviewListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.track) conditions.push(eq(applications.track, query.track));
  if (query.from) conditions.push(sql`${applications.createdAt} >= ${dayStart(query.from)}`);
  if (query.to) conditions.push(sql`${applications.createdAt} < ${dayAfter(query.to)}`);
  if (query.updatedFrom) conditions.push(sql`${applications.updatedAt} >= ${dayStart(query.updatedFrom)}`);
  return conditions;
}

export function reviewFilter(query: ReviewListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = plainFilters(query);
  if (query.search) {
    // D15: the applicant's name and city (the trigram indexes on people) or the track (the
    // "role") by the track values that contain the text.
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(people.name, pattern),
        ilike(people.city, pattern),
        query.tracksMatchingSearch.length > 0
          ? inArray(applications.track, [...query.tracksMatchingSearch])
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

// What a search matches, for counting: the applications of people whose name or city has the
// text (their trigram indexes), and those of a track that has it (applications_track_idx),
// each found through its own index rather than one OR over both tables. Every application has
// its person, so only the first part needs them.
function searchedApplications(query: ReviewListFilter): SQL {
  const plain = plainFilters(query);
  const filters = plain.length > 0 ? sql`and ${and(...plain)}` : sql``;
  const pattern = containsPattern(query.search ?? '');
  const byPerson = sql`select ${applications.id} from ${applications} join ${people} on ${people.id} = ${applications.personId}
    where (${ilike(people.name, pattern)} or ${ilike(people.city, pattern)}) ${filters}`;
  const byTrack =
    query.tracksMatchingSearch.length > 0
      ? sql` union select ${applications.id} from ${applications}
          where ${inArray(applications.track, [...query.tracksMatchingSearch])} ${filters}`
      : sql``;
  return sql`from (${byPerson}${byTrack}) as searched`;
}

// Issue 19: each sort column, then the newest first among equals (the last change and the day
// applied sort in either direction). NULLS LAST going down, as the indexes are ordered
// (applications_created_at_idx, _updated_at_idx, _status_idx, _track_idx), so a page walks an
// index rather than sorting every row.
export function reviewOrder(query: Pick<ApplicationsFilter, 'sort' | 'dir'>): SQL[] {
  const dir = query.dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const newest = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
  switch (query.sort) {
    case 'created':
      return [sql`${applications.createdAt} ${dir}`, sql`${applications.id} ${dir}`];
    case 'updated':
      return [sql`${applications.updatedAt} ${dir}`, sql`${applications.id} ${dir}`];
    case 'status':
      return [sql`${applications.status} ${dir}`, ...newest];
    case 'track':
      return [sql`${applications.track} ${dir}`, ...newest];
  }
}

// spec §7 admin applications: with the linked person, newest first, a page at a time. Issue 17,
// at a million: the page walks applications_created_at_idx (or, for a rare name, the people
// trigram indexes and applications_person_idx); the matches and all applications are counted up
// to 10,000, and estimated past it.
export async function listApplicationsForReview(executor: Executor, query: ReviewListQuery) {
  const where = reviewFilter(query);
  const offset = pageOffset(query);
  const limit = Math.min(query.pageSize, COUNT_CAP - offset);
  const matching = query.search
    ? searchedApplications(query)
    : sql`from ${applications} ${where ? sql`where ${where}` : sql``}`;
  const [rows, counts] = await Promise.all([
    limit <= 0
      ? []
      : executor
          .select({
            id: applications.id,
            track: applications.track,
            status: applications.status,
            createdAt: applications.createdAt,
            updatedAt: applications.updatedAt,
            personId: people.id,
            name: people.name,
            phone: people.phone,
            city: people.city,
            state: people.state,
          })
          .from(applications)
          .innerJoin(people, eq(people.id, applications.personId))
          .where(where)
          .orderBy(...reviewOrder(query))
          .limit(limit)
          .offset(offset),
    countAllAtScale(executor, [matching, sql`from ${applications}`]),
  ]);
  const [total, overall] = counts;
  return { rows, total, overall };
}

// Issue 19: the ids a filter matches, in the table's order, for a bulk change or an export.
export async function listApplicationIds(executor: Executor, filter: ReviewListFilter, limit: number) {
  return executor
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(people, eq(people.id, applications.personId))
    .where(reviewFilter(filter))
    .orderBy(...reviewOrder(filter))
    .limit(limit);
}

// Issue 19: the CSV export of what the table shows (its filter and order), read through a cursor.
export function applicationsExportQuery(filter: ReviewListFilter): SQL {
  const where = reviewFilter(filter);
  return sql`select ${applications.id} as id, ${people.name} as name, ${people.email} as email,
      ${people.phone} as phone, ${people.city} as city, ${people.state} as state, ${applications.track} as track,
      ${applications.status} as status, ${applications.targetCity} as target_city,
      ${applications.targetMarkets} as target_markets, ${applications.answersJson} as answers,
      ${isoUtc(applications.createdAt)} as created_at, ${isoUtc(applications.updatedAt)} as updated_at
    from ${applications} join ${people} on ${people.id} = ${applications.personId}
    ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(reviewOrder(filter), sql`, `)}`;
}

export type ApplicationExportRow = {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  track: string;
  status: string;
  target_city: string | null;
  target_markets: string[] | null;
  answers: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
};

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

// Serialises concurrent status changes of one application, so each logs the status it replaced;
// with the applicant's account (D31: staff never change their own).
export async function lockApplicationStatus(executor: Executor, applicationId: string) {
  const [row] = await queryRows<{ status: TrackApplicationStatus; ownerUserId: string | null }>(
    executor,
    sql`select a.status, p.user_id as "ownerUserId"
      from applications a join people p on p.id = a.person_id
      where a.id = ${applicationId} for update of a`,
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

// Whose application this is: its person, and their account if they have one (D31).
export async function findApplicationOwner(executor: Executor, applicationId: string) {
  const [row] = await executor
    .select({ personId: people.id, userId: people.userId })
    .from(applications)
    .innerJoin(people, eq(people.id, applications.personId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

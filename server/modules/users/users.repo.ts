import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageOffset } from '@shared/pagination';
import { VERIFIED_PLUS_RANKS, type UsersQuery } from '@shared/user-admin-schemas';
import type { Executor } from '../../db/database';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';
import { containsPattern } from '../../db/search-pattern';

function peopleFilter(query: UsersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    // D15: matched by the database (trigram indexes on name, email, city and school).
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(people.name, pattern),
        ilike(people.email, pattern),
        ilike(people.city, pattern),
        ilike(people.school, pattern),
      ),
    );
  }
  if (query.status) conditions.push(eq(people.status, query.status));
  if (query.rank) conditions.push(eq(people.rank, query.rank));
  return and(...conditions);
}

export async function listPeople(executor: Executor, query: UsersQuery & PageQuery) {
  const where = peopleFilter(query);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(people)
      .where(where)
      .orderBy(desc(people.createdAt), desc(people.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    executor.select({ n: count() }).from(people).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countPeopleStats(executor: Executor) {
  const [row] = await executor
    .select({
      totalUsers: count(),
      active: sql<number>`count(*) filter (where ${people.status} = 'active')::int`,
      verifiedPlus: sql<number>`count(*) filter (where ${inArray(people.rank, VERIFIED_PLUS_RANKS)})::int`,
    })
    .from(people);
  return row ?? { totalUsers: 0, active: 0, verifiedPlus: 0 };
}

export async function findPerson(executor: Executor, personId: string) {
  const [row] = await executor.select().from(people).where(eq(people.id, personId)).limit(1);
  return row;
}

export function listTrackApplicationsOfPerson(executor: Executor, personId: string) {
  return executor
    .select({
      id: applications.id,
      track: applications.track,
      status: applications.status,
      opportunityTitle: opportunities.title,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .leftJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(eq(applications.personId, personId))
    .orderBy(desc(applications.createdAt));
}

export function listOpportunityApplicationsOfPerson(executor: Executor, personId: string) {
  return executor
    .select({
      id: opportunityApplications.id,
      opportunityId: opportunityApplications.opportunityId,
      title: opportunities.title,
      status: opportunityApplications.status,
      createdAt: opportunityApplications.createdAt,
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .where(eq(opportunityApplications.personId, personId))
    .orderBy(desc(opportunityApplications.createdAt));
}

export async function updateStanding(
  executor: Executor,
  personId: string,
  standing: { status?: string; rank?: string },
) {
  const [row] = await executor
    .update(people)
    .set({ ...standing, updatedAt: new Date() })
    .where(eq(people.id, personId))
    .returning({ id: people.id });
  return row;
}

import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP } from '@shared/limits';
import { pageOffset } from '@shared/pagination';
import { type UsersFilter, type UsersQuery, VERIFIED_PLUS_RANKS } from '@shared/user-admin-schemas';
import { countAllAtScale } from '../../db/counting';
import type { Executor } from '../../db/database';
import { isoUtc } from '../../db/iso-utc';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';
import { containsPattern } from '../../db/search-pattern';

export function peopleFilter(query: UsersFilter): SQL | undefined {
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
  // Issue 19: the city as written, any case (people_city_trgm_idx).
  if (query.city) conditions.push(ilike(people.city, containsPattern(query.city)));
  if (query.from) conditions.push(sql`${people.createdAt} >= ${query.from}::date::timestamptz`);
  if (query.to) conditions.push(sql`${people.createdAt} < (${query.to}::date + 1)::timestamptz`);
  return and(...conditions);
}

// Issue 19: each sort walks an index (people_created_at_idx, people_name_idx, people_xp_idx).
export function peopleOrder(query: Pick<UsersFilter, 'sort' | 'dir'>): SQL[] {
  const dir = query.dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const column = { joined: people.createdAt, name: people.name, xp: people.xpTotal }[query.sort];
  return [sql`${column} ${dir}`, sql`${people.id} ${dir}`];
}

// spec §2 /admin/users, in the chosen order, with the stat cards: Total Users, Active,
// Verified+. Issue 17, at a million: the matches and the stats are counted up to 10,000, or
// estimated past it.
export async function listPeople(executor: Executor, query: UsersQuery) {
  const where = peopleFilter(query);
  const offset = pageOffset(query);
  const limit = Math.min(query.pageSize, COUNT_CAP - offset);
  const [rows, counts] = await Promise.all([
    limit <= 0
      ? []
      : executor
          .select()
          .from(people)
          .where(where)
          .orderBy(...peopleOrder(query))
          .limit(limit)
          .offset(offset),
    countAllAtScale(executor, [
      sql`from ${people} ${where ? sql`where ${where}` : sql``}`,
      sql`from ${people}`,
      sql`from ${people} where ${eq(people.status, 'active')}`,
      sql`from ${people} where ${inArray(people.rank, VERIFIED_PLUS_RANKS)}`,
    ]),
  ]);
  const [total, totalUsers, active, verifiedPlus] = counts;
  return { rows, total, stats: { totalUsers, active, verifiedPlus } };
}

// Issue 19: the CSV export of the users table (its filter and order), read through a cursor.
export function peopleExportQuery(filter: UsersFilter): SQL {
  const where = peopleFilter(filter);
  return sql`select ${people.id} as id, ${people.name} as name, ${people.email} as email, ${people.phone} as phone,
      ${people.city} as city, ${people.state} as state, ${people.school} as school, ${people.status} as status,
      ${people.rank} as rank, ${people.xpTotal} as xp_total, ${people.missionsCompleted} as missions_completed,
      ${isoUtc(people.createdAt)} as created_at
    from ${people} ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(peopleOrder(filter), sql`, `)}`;
}

export type PersonExportRow = {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  school: string | null;
  status: string;
  rank: string;
  xp_total: number;
  missions_completed: number;
  created_at: string;
};

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

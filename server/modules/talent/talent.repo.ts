import { type SQL, sql } from 'drizzle-orm';
import { AGE_BANDS, type TalentQuery, type TalentSort } from '@shared/talent-search';
import { countAtScale } from '../../db/counting';
import { type Executor, queryRows } from '../../db/database';
import { hasWords, parseSearch } from '../opportunities/search-query';
import { searchTsQuery } from '../opportunities/search-tsquery.repo';

export type TalentRow = {
  id: string;
  name: string | null;
  city: string | null;
  state: string | null;
  age: number | null;
  travelRadius: string | null;
  markets: string[];
  genres: string[];
  skills: string[];
  rank: string;
  status: string;
  xpTotal: number;
  missionsCompleted: number;
  track: string | null;
  trackStatus: string | null;
  createdAt: Date;
};

// Everyone with a profile (D3: age, city and state), narrowed by each filter given. Every
// condition has its index (docs/decisions/121): the document's GIN, the arrays' GINs, btrees on
// city, age, rank, XP and missions, and the current track applications by track and status.
function talentConditions(query: TalentQuery, tsQuery: SQL | undefined): SQL {
  const conditions: SQL[] = [sql`p.age is not null and p.city is not null and p.state is not null`];
  if (query.track || query.trackStatus) {
    const track = query.track ? sql` and a.track = ${query.track}` : sql``;
    const status = query.trackStatus ? sql` and a.status = ${query.trackStatus}` : sql``;
    conditions.push(
      sql`exists (select 1 from applications a where a.person_id = p.id and a.superseded_at is null${track}${status})`,
    );
  }
  if (query.city) conditions.push(sql`lower(p.city) = lower(${query.city})`);
  if (query.market) conditions.push(sql`p.markets @> array[${query.market}]::text[]`);
  if (query.genre) conditions.push(sql`p.genres @> array[${query.genre}]::text[]`);
  if (query.skill) conditions.push(sql`p.skills @> array[${query.skill}]::text[]`);
  if (query.age) {
    const [from, to] = AGE_BANDS[query.age];
    conditions.push(sql`p.age between ${from} and ${to}`);
  }
  if (query.travelRadius) conditions.push(sql`p.travel_radius = ${query.travelRadius}`);
  if (query.rank) conditions.push(sql`p.rank = ${query.rank}`);
  if (query.minXp !== undefined) conditions.push(sql`p.xp_total >= ${query.minXp}`);
  if (query.minMissions !== undefined) conditions.push(sql`p.missions_completed >= ${query.minMissions}`);
  if (tsQuery) conditions.push(sql`p.talent_document @@ ${tsQuery}`);
  return sql.join(conditions, sql` and `);
}

// Each order is an index's order, nulls included (people_created_at_idx, people_xp_idx,
// people_missions_idx, people_name_idx), so a page is read from the index and stops there.
const NEWEST = sql`p.created_at desc nulls last, p.id desc nulls last`;
function talentOrder(sort: TalentSort, tsQuery: SQL | undefined): SQL {
  switch (sort) {
    case 'relevance':
      return tsQuery ? sql`ts_rank(p.talent_document, ${tsQuery}) desc, ${NEWEST}` : NEWEST;
    case 'xp':
      return sql`p.xp_total desc nulls last, p.id desc nulls last`;
    case 'missions':
      return sql`p.missions_completed desc nulls last, p.id desc nulls last`;
    case 'name':
      // people_name_idx read backwards (everyone with a profile has a name).
      return sql`p.name asc nulls first, p.id asc nulls first`;
    case 'newest':
      return NEWEST;
  }
}

export async function searchTalent(executor: Executor, query: TalentQuery, page: { limit: number; offset: number }) {
  const parsed = query.q ? parseSearch(query.q) : [];
  const tsQuery = hasWords(parsed) ? searchTsQuery(parsed) : undefined;
  // Newest first unless asked: ranking every match of a common word costs what a page of the
  // newest matches does not (docs/decisions/121).
  const sort = query.sort ?? 'newest';
  const where = talentConditions(query, tsQuery);
  const [rows, total] = await Promise.all([
    queryRows<TalentRow>(
      executor,
      sql`select p.id, p.name, p.city, p.state, p.age, p.travel_radius as "travelRadius", p.markets, p.genres,
          p.skills, p.rank, p.status, p.xp_total as "xpTotal", p.missions_completed as "missionsCompleted",
          p.created_at as "createdAt", a.track, a.status as "trackStatus"
        from (select p.* from people p where ${where} order by ${talentOrder(sort, tsQuery)}
          limit ${page.limit} offset ${page.offset}) p
        left join applications a on a.person_id = p.id and a.superseded_at is null
        order by ${talentOrder(sort, tsQuery)}`,
    ),
    countAtScale(executor, sql`from people p where ${where}`),
  ]);
  return { rows, total };
}

import { type SQL, sql } from 'drizzle-orm';
import { AGE_BANDS, type TalentQuery, type TalentSort } from '@shared/talent-search';
import { aboutCount, atLeastCount, type CountDto } from '@shared/counts';
import { COUNT_CAP } from '@shared/limits';
import { countUpToCap, estimateCounts } from '../../db/counting';
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
  reliabilityAttended: number | null;
  reliabilityCounted: number | null;
};

// D37: the share of the last bookings attended, as people_reliability_idx holds it (null
// without history).
const RELIABILITY = sql`(p.reliability_attended::real / nullif(p.reliability_counted, 0))`;

// Everyone with a profile (D3: age, city and state), narrowed by each filter given. Every
// condition has its index (docs/decisions/121): the document's GIN, the arrays' GINs, btrees on
// city, age, rank, XP and missions, and the current track applications by track and status.
export function talentConditions(query: TalentQuery, tsQuery: SQL | undefined): SQL {
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
  // The share is a double (real over smallint): compared with a double, exact for whole percents
  // (a share of at most 10 bookings is never within rounding of another percent than its own).
  if (query.minReliability !== undefined) {
    conditions.push(sql`${RELIABILITY} >= ${query.minReliability / 100}::double precision`);
  }
  if (tsQuery) conditions.push(sql`p.talent_document @@ ${tsQuery}`);
  return sql.join(conditions, sql` and `);
}

// Each order is an index's order, nulls included (people_created_at_idx, people_xp_idx,
// people_missions_idx, people_reliability_idx, people_name_idx), so a page is read from the index
// and stops there.
const NEWEST = sql`p.created_at desc nulls last, p.id desc nulls last`;
function talentOrder(sort: TalentSort, tsQuery: SQL | undefined): SQL {
  switch (sort) {
    case 'relevance':
      return tsQuery ? sql`ts_rank(p.talent_document, ${tsQuery}) desc, ${NEWEST}` : NEWEST;
    case 'xp':
      return sql`p.xp_total desc nulls last, p.id desc nulls last`;
    case 'missions':
      return sql`p.missions_completed desc nulls last, p.id desc nulls last`;
    case 'reliability':
      return sql`${RELIABILITY} desc nulls last, p.id desc nulls last`;
    case 'name':
      // people_name_idx read backwards (everyone with a profile has a name).
      return sql`p.name asc nulls first, p.id asc nulls first`;
    case 'newest':
      return NEWEST;
  }
}

// How a page is found (docs/decisions/121). When the planner expects at most COUNT_CAP
// matches, they come from their filters' indexes, counted and sorted in one statement. More,
// and the order's index is walked, a few thousand people deep, then ten times deeper (many
// matches fill a page within a few hundred, unless they gather at the far end of the order)
// while the total is the estimate. When a guess was wrong (a word nobody has can be guessed at
// thousands; a combination of filters at a few), the matches are found through the indexes
// after all, and sorted.
const WALK_DEPTHS = [5_000, 50_000];
// With words searched, a walk that meets less than a quarter of the matches the estimate promised
// it (at least this many) shows the estimate wrong: PostgreSQL guesses a word its statistics do
// not hold at thousands, and a deeper walk would come back short too, so the indexes answer at
// once. Filters alone are estimated from their columns' statistics, and a short walk more
// likely means matches gathered further along the order (people of a city and skill with little
// XP): the deeper walk finds them.
const WALK_PROMISE_MIN = 40;
const WALK_SHORTFALL = 4;

function selectRows(matching: SQL, order: SQL, page: { limit: number; offset: number }, counted = false) {
  return sql`select p.id, p.name, p.city, p.state, p.age, p.travel_radius as "travelRadius", p.markets, p.genres,
      p.skills, p.rank, p.status, p.xp_total as "xpTotal", p.missions_completed as "missionsCompleted",
      p.created_at as "createdAt", a.track, a.status as "trackStatus",
      p.reliability_attended as "reliabilityAttended", p.reliability_counted as "reliabilityCounted"${counted ? sql`, p.total` : sql``}
    from (select p.*${counted ? sql`, count(*) over ()::int as total` : sql``} from ${matching}
      order by ${order} limit ${page.limit} offset ${page.offset}) p
    left join applications a on a.person_id = p.id and a.superseded_at is null
    order by ${order}`;
}

export async function searchTalent(
  executor: Executor,
  query: TalentQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: TalentRow[]; total: CountDto }> {
  const parsed = query.q ? parseSearch(query.q) : [];
  const tsQuery = hasWords(parsed) ? searchTsQuery(parsed) : undefined;
  // Newest first unless asked: ranking every match of a common word costs what a page of the
  // newest matches does not (docs/decisions/121).
  const sort = query.sort ?? 'newest';
  const order = talentOrder(sort, tsQuery);
  const where = talentConditions(query, tsQuery);
  const from = sql`from people p where ${where}`;
  // OFFSET 0 keeps the order out of the subquery: its matches come from the filters' indexes.
  const matchesThroughIndexes = (cap: SQL) => sql`(select * from people p where ${where} offset 0${cap}) as p`;

  const [estimate = 0, everyone = 0] = await estimateCounts(executor, [from, sql`from people p`]);
  // The first COUNT_CAP + 1 matches (any of them) serve the pages within them.
  if (estimate <= COUNT_CAP && page.offset + page.limit <= COUNT_CAP + 1) {
    const rows = await queryRows<TalentRow & { total: number }>(
      executor,
      selectRows(matchesThroughIndexes(sql` limit ${COUNT_CAP + 1}`), order, page, true),
    );
    // None: past the end (had there been more than COUNT_CAP, this page would hold some).
    if (rows.length === 0) {
      return { rows: [], total: page.offset === 0 ? atLeastCount(0) : await countUpToCap(executor, from) };
    }
    const counted = rows[0]?.total ?? 0;
    if (counted <= COUNT_CAP) return { rows: rows.map(({ total: _, ...row }) => row), total: atLeastCount(counted) };
    // More than COUNT_CAP after all: the page is not among any COUNT_CAP + 1 of them.
  }
  const reach = (depth: number) => Math.max(depth, (page.offset + page.limit) * 50);
  const walks = sort === 'relevance' && tsQuery ? [] : [...new Set(WALK_DEPTHS.map(reach))];
  for (const depth of walks) {
    const walked = await queryRows<TalentRow>(
      executor,
      selectRows(sql`(select * from people p order by ${order} limit ${depth}) as p where ${where}`, order, page),
    );
    if (walked.length === page.limit) {
      return { rows: walked, total: estimate > COUNT_CAP ? aboutCount(estimate) : atLeastCount(COUNT_CAP + 1) };
    }
    // At most this many matches within the walk (fewer when none was past the offset).
    const met = page.offset + walked.length;
    const promised = everyone > 0 ? (estimate * Math.min(depth, everyone)) / everyone : 0;
    if (tsQuery && promised >= WALK_PROMISE_MIN && met * WALK_SHORTFALL < promised) break;
  }
  const [rows, counted] = await Promise.all([
    queryRows<TalentRow>(executor, selectRows(matchesThroughIndexes(sql``), order, page)),
    countUpToCap(executor, from),
  ]);
  // Past COUNT_CAP, the estimate says how many (as on the pages before).
  const total = counted.precision === 'atLeast' && estimate > COUNT_CAP ? aboutCount(estimate) : counted;
  return { rows, total };
}

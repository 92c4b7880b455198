import { and, type SQL, sql } from 'drizzle-orm';
import type { OpportunitySort, OpportunityType } from '@shared/domain-values';
import { COUNT_CAP } from '@shared/limits';
import { type Executor, runStatement } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { isListed } from './listed.repo';
import { walksTheOrder } from './search-frequency';

// A search as the list's statements take it (docs/decisions/142): its tsquery as text
// (search-tsquery.repo.ts), how often it matches each of the document's tiers, and how many
// opportunities are listed, as last analysed (search-stats.repo.ts).
export type ListSearch = {
  tsquery: string;
  frequency: { title: number; listing: number; document: number };
  listed: number;
};

// The public list's filters as the database takes them: tags already ids.
export type ListFilters = {
  search?: ListSearch;
  type?: OpportunityType;
  city?: string;
  from?: string | null;
  to?: string | null;
  tagIds?: string[];
};

// docs/decisions/142: a list statement's text is made from its shape alone (which filters are
// set, how the search finds its rows, the order and the page), the values are its parameters:
// a search's statements (with no other filter, its first pages) are prepared: built and planned
// once per connection. Their plan cannot depend on the words: the search is a value the plan reads
// once (a subquery PostgreSQL runs before the rest), and how its rows are found is written into
// the text. Found by walking the list's order (a common search, with no other filter to narrow
// it: the test is not one an index answers), or through the document's index, then sorted (a
// rare one, or with other filters: a fence keeps the planner from walking the order).
export type Found = 'walking' | 'indexed';

type FilterShape = { search: boolean; type: boolean; city: boolean; from: boolean; to: boolean; tags: boolean };

function filterShape(filters: ListFilters): FilterShape {
  return {
    search: filters.search !== undefined,
    type: Boolean(filters.type),
    city: Boolean(filters.city),
    from: Boolean(filters.from),
    to: Boolean(filters.to),
    tags: Boolean(filters.tagIds?.length),
  };
}

// The statements' parameters, by name.
function filterValues(filters: ListFilters): Record<string, unknown> {
  const { search, type, city, from, to, tagIds } = filters;
  return { tsquery: search?.tsquery, type, city, from, to, tagIds };
}

// A row walked is read from the table and its document matched: about twice what a row found
// through the document's index costs (measured at 10k: "dj", on a quarter of the listed
// opportunities, and rarer words).
const WALKED_ROW_COST = 2;

// A search with no other filter: the statements worth preparing (the shapes searches take
// most), and the only ones whose rows may be found by walking.
function onlySearched(filters: ListFilters): boolean {
  const { search, ...shape } = filterShape(filters);
  return search && !Object.values(shape).some(Boolean);
}

// A walk reads at most this many rows of the order: words are taken as independent, and a search
// for words seldom used together would otherwise walk every listed row (at a million, 100 ms and
// more). Past it, the rows are found through the index instead. A walk is only chosen when it
// should end well before: reading about reach / frequency rows, a quarter of this at most.
export const WALKED_ROWS_MAX = 2_000;

function foundBy(filters: ListFilters, frequency: number, reach: number): Found {
  const listed = filters.search?.listed ?? 0;
  const walks =
    onlySearched(filters) &&
    walksTheOrder(frequency, listed, reach, WALKED_ROW_COST) &&
    reach <= (frequency * WALKED_ROWS_MAX) / 4;
  return walks ? 'walking' : 'indexed';
}

// spec §5 filters (D15), on top of what is listed (D22), the search aside (tested below).
// City equality opportunities_city_lower_idx; every selected tag must be on the opportunity
// (tag_ids contains them all: opportunities_tag_ids_idx).
function filterConditions(shape: FilterShape): SQL[] {
  const conditions: SQL[] = [isListed];
  if (shape.type) conditions.push(sql`${opportunities.opportunityType} = ${sql.placeholder('type')}`);
  if (shape.city) conditions.push(sql`lower(${opportunities.city}) = lower(${sql.placeholder('city')})`);
  if (shape.from) conditions.push(sql`${opportunities.date} >= ${sql.placeholder('from')}`);
  if (shape.to) conditions.push(sql`${opportunities.date} <= ${sql.placeholder('to')}`);
  if (shape.tags) conditions.push(sql`${opportunities.tagIds} @> ${sql.placeholder('tagIds')}::uuid[]`);
  return conditions;
}

const wholeDocument = sql`${opportunities.searchDocument}`;

// A test as the way says: walking, written so that no index answers it (the same rows).
function testedBy(test: SQL, found: Found): SQL {
  return found === 'walking' ? sql`coalesce(${test}, false)` : test;
}

function searchTest(document: SQL): SQL {
  return sql`${document} @@ (select ${sql.placeholder('tsquery')}::tsquery)`;
}

// The rows matching `where` and `test` (if any), their columns `columns`, in `order`, the first
// `reach`: walking the order, or found first (through an index) then sorted, behind a fence
// (offset 0) that keeps the planner from walking. A walk given `walkedMax` reads at most that
// many rows of the order; when they hold fewer than `reach` matches, the rows are found through
// the index instead (its one-time filter skips that otherwise).
export function firstMatching(
  columns: SQL,
  where: SQL[],
  test: SQL | undefined,
  order: SQL,
  reach: number,
  found: Found,
  walkedMax?: number,
): SQL {
  const indexed = sql`select ${columns} from (select id, featured, created_at, date from ${opportunities}
    where ${and(...where, test)} offset 0) as found order by ${order} limit ${literal(reach)}`;
  if (found === 'indexed') return indexed;
  const walkedTest = test && testedBy(test, found);
  const walked = sql`select ${columns} from ${opportunities} where ${and(...where, walkedTest)}
    order by ${order} limit ${literal(reach)}`;
  if (walkedMax === undefined || walkedTest === undefined) return walked;
  // The first rows of the order, under the table's own name so the tests read their columns.
  return sql`with walked as materialized (
      select ${columns} from (select * from ${opportunities} where ${and(...where)} order by ${order}
        limit ${literal(walkedMax)}) as ${opportunities}
      where ${walkedTest} order by ${order} limit ${literal(reach)})
    select * from walked
    union
    select * from (${indexed}) as found_instead where (select count(*) from walked) < ${literal(reach)}`;
}

// A count written into a statement's text: a page's place must not be a parameter, whose
// estimate would be the planner's guess (a tenth of the rows) instead of the page.
export function literal(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  return sql.raw(String(count));
}

// A card of the list or of similar opportunities. Read as plain SQL: cheaper to build on
// every request than the query builder's select. Rows carry their tags as ids
// (opportunities.tag_ids); the service names them (tag-dictionary.ts, docs/decisions/016).
// tag_ids comes as one comma-separated text: splitting it costs far less than parsing an array.
export const cardColumnsSql = sql`id, title, left(description, 201) as description, city, date::text as date,
  opportunity_type, slots_total, featured, budget_range, created_at, array_to_string(tag_ids, ',') as tag_ids,
  starts_at, ends_at, time_zone`;

// The orders, each the exact order of an index (written NULLS LAST like Drizzle's .desc(): a
// plain DESC means NULLS FIRST and would sort the whole table, docs/decisions/010).
// D8 featured first, then newest: opportunities_public_order_idx.
export const featuredOrderSql = sql`featured desc nulls last, created_at desc nulls last, id desc nulls last`;
// D22 newest: opportunities_created_at_idx.
const newestOrderSql = sql`created_at desc nulls last, id desc nulls last`;
// D22 soonest, undated last: opportunities_soonest_idx (its first column is this coalesce).
const soonestOrderSql = sql`coalesce(date, 'infinity'::date) asc, featured desc nulls last, created_at desc nulls last,
  id desc nulls last`;

type RawCardRow = {
  id: string;
  title: string;
  // Enough to cut the preview (spec §2: 200 characters) without shipping the whole text.
  description: string;
  city: string | null;
  date: string | null;
  opportunity_type: string;
  slots_total: number;
  featured: boolean;
  budget_range: string | null;
  created_at: Date | string;
  tag_ids: string;
  // Issue 42 (D36): the card shows the times where the event is.
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  time_zone: string;
};

export function cardRow(row: RawCardRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    city: row.city,
    date: row.date,
    opportunityType: row.opportunity_type,
    slotsTotal: row.slots_total,
    featured: row.featured,
    budgetRange: row.budget_range,
    createdAt: row.created_at,
    tagIds: row.tag_ids ? row.tag_ids.split(',') : [],
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
  };
}
export type OpportunityCardRow = ReturnType<typeof cardRow>;
export type { RawCardRow };

// D21 relevance in three tiers: every searched word in the title or tags (weight A), then in
// those or the city and venue (A, B), then anywhere. Within a tier, featured first, then newest
// (D8). Each tier is its own indexed document (migration 0009), so each is found the cheapest
// way (docs/decisions/142). A tier's query also finds the rows of the tiers above, so the first
// `reach` rows of each, merged at their best tier, hold the first `reach` rows of the whole
// order (docs/decisions/095).
const TIER_DOCUMENTS = [
  sql`ts_filter(${opportunities.searchDocument}, '{a}')`,
  sql`ts_filter(${opportunities.searchDocument}, '{a,b}')`,
  wholeDocument,
];

function relevanceIds(shape: FilterShape, tiers: Found[], reach: number): SQL {
  const where = filterConditions(shape);
  const tier = (found: Found, index: number) => {
    const document = TIER_DOCUMENTS[index] as SQL;
    const matching = firstMatching(
      sql`id, featured, created_at`,
      where,
      searchTest(document),
      featuredOrderSql,
      reach,
      found,
      WALKED_ROWS_MAX,
    );
    const rank = sql.raw(String(index + 1));
    return sql`(select id, ${rank} as tier, featured, created_at from (${matching}) as tier${rank})`;
  };
  return sql`select id, min(tier) as tier, featured, created_at from (
      ${sql.join(tiers.map(tier), sql` union all `)}
    ) as matched group by id, featured, created_at`;
}

// Pages past this are read unprepared: each page is a statement of its own.
const PREPARED_PAGES_REACH = 100;

type PageShape = FilterShape & { sort: OpportunitySort; limit: number; offset: number; tiers: Found[]; found: Found };

function pageStatement(shape: PageShape): SQL {
  const reach = shape.offset + shape.limit;
  if (shape.sort === 'featured' && shape.search) {
    return sql`select ${cardColumnsSql} from ${opportunities} join (
        ${relevanceIds(shape, shape.tiers, reach)}
        order by tier, ${featuredOrderSql} limit ${literal(shape.limit)} offset ${literal(shape.offset)}
      ) as ranked using (id, featured, created_at)
      order by ranked.tier, ${featuredOrderSql}`;
  }
  // The page's ids first: without a search, the order's index answers alone (index only).
  const order = { featured: featuredOrderSql, soonest: soonestOrderSql, newest: newestOrderSql }[shape.sort];
  const where = filterConditions(shape);
  const columns = sql`id, featured, created_at, date`;
  const first = shape.search
    ? firstMatching(columns, where, searchTest(wholeDocument), order, reach, shape.found, WALKED_ROWS_MAX)
    : firstMatching(columns, where, undefined, order, reach, 'walking');
  return sql`select ${cardColumnsSql} from ${opportunities} join (
      select id from (${first}) as first
      order by ${order} offset ${literal(shape.offset)}
    ) as ranked using (id)
    order by ${order}`;
}

// One page of the listed opportunities matching the filters, in the chosen order (D22; D21
// relevance while searching), at most COUNT_CAP deep.
export async function listPage(
  executor: Executor,
  filters: ListFilters,
  page: { sort: OpportunitySort; limit: number; offset: number },
): Promise<OpportunityCardRow[]> {
  const reach = page.offset + page.limit;
  const search = filters.search;
  // Relevance reads three tiers, each its own way; another order reads the whole document.
  const relevance = page.sort === 'featured' && search !== undefined;
  const tiers = relevance
    ? [search.frequency.title, search.frequency.listing, search.frequency.document].map((frequency) =>
        foundBy(filters, frequency, reach),
      )
    : [];
  const found = search && !relevance ? foundBy(filters, search.frequency.document, reach) : 'walking';
  const shape: PageShape = { ...filterShape(filters), ...page, tiers, found };
  const rows = await runStatement<RawCardRow>(executor, {
    key: `list page ${JSON.stringify(shape)}`,
    build: () => pageStatement(shape),
    values: filterValues(filters),
    prepared: onlySearched(filters) && reach <= PREPARED_PAGES_REACH,
  });
  return rows.map(cardRow);
}

// D21: how many listed opportunities match, exactly up to COUNT_CAP; more answers COUNT_CAP + 1.
// Always through the index: a walk to the cap reads every match's document from the table
// (measured at a million: a walked count took 330 ms, one through the index 38 ms on average).
export async function countListed(executor: Executor, filters: ListFilters): Promise<number> {
  const shape = filterShape(filters);
  const [row] = await runStatement<{ count: number }>(executor, {
    key: `list count ${JSON.stringify(shape)}`,
    build: () => {
      const where = filterConditions(shape);
      if (shape.search) where.push(searchTest(wholeDocument));
      return sql`select count(*)::int as count from (
          select 1 from ${opportunities} where ${and(...where)} limit ${literal(COUNT_CAP + 1)}
        ) as matched`;
    },
    values: filterValues(filters),
    prepared: onlySearched(filters),
  });
  return row?.count ?? 0;
}

// "Did you mean …?" (docs/decisions/096): whether a spelling finds anything with these filters.
export async function anyListed(executor: Executor, filters: ListFilters & { search: ListSearch }): Promise<boolean> {
  const shape = filterShape(filters);
  const found = foundBy(filters, filters.search.frequency.document, 1);
  const [row] = await runStatement<{ found: boolean }>(executor, {
    key: `list any ${JSON.stringify({ ...shape, found })}`,
    build: () => {
      const where = filterConditions(shape);
      const test = searchTest(wholeDocument);
      const any =
        found === 'walking'
          ? firstMatching(sql`id`, where, test, featuredOrderSql, 1, found, WALKED_ROWS_MAX)
          : sql`select 1 from ${opportunities} where ${and(...where, test)}`;
      return sql`select exists (${any}) as found`;
    },
    values: filterValues(filters),
    prepared: onlySearched(filters),
  });
  return row?.found ?? false;
}

import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { OpportunitySort, OpportunityType } from '@shared/domain-values';
import { COUNT_CAP } from '@shared/limits';
import { type Executor, queryPrepared, queryRows } from '../../db/database';
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

// spec §5 filters (D15), on top of what is listed (D22), the search aside (searched below).
// City equality opportunities_city_lower_idx; every selected tag must be on the opportunity
// (tag_ids contains them all: opportunities_tag_ids_idx).
function filterConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [isListed];
  if (filters.type) conditions.push(eq(opportunities.opportunityType, filters.type));
  if (filters.city) conditions.push(sql`lower(${opportunities.city}) = lower(${filters.city})`);
  if (filters.from) conditions.push(gte(opportunities.date, filters.from));
  if (filters.to) conditions.push(lte(opportunities.date, filters.to));
  if (filters.tagIds?.length) conditions.push(sql`${opportunities.tagIds} @> ${sql.param(filters.tagIds)}::uuid[]`);
  return conditions;
}

const onlySearched = (filters: ListFilters) =>
  !filters.type && !filters.city && !filters.from && !filters.to && !filters.tagIds?.length;

// docs/decisions/142: the statements of a search are prepared (planned once per connection), so
// their plan cannot depend on the words: the search is a value the plan reads once (a subquery
// PostgreSQL runs before the rest), and how its rows are found is written into the text. Found
// by walking the list's order (a common search, with no other filter to narrow it: the test is
// not one an index answers), or through the document's index, then sorted (a rare one, or with
// other filters: a fence keeps the planner from walking the order).
type Found = 'walking' | 'indexed';

function foundBy(filters: ListFilters, frequency: number, reach: number): Found {
  const search = filters.search;
  return search && onlySearched(filters) && walksTheOrder(frequency, search.listed, reach) ? 'walking' : 'indexed';
}

const wholeDocument = sql`${opportunities.searchDocument}`;

function searched(document: SQL, search: ListSearch, found: Found): SQL {
  const query = sql`(select ${search.tsquery}::tsquery)`;
  return found === 'walking' ? sql`coalesce(${document} @@ ${query}, false)` : sql`${document} @@ ${query}`;
}

// The listed rows matching `where`, their columns `columns`, in `order`, the first `reach`.
function firstMatching(columns: SQL, where: SQL[], order: SQL, reach: number, found: Found): SQL {
  if (found === 'walking') {
    return sql`select ${columns} from ${opportunities} where ${and(...where)} order by ${order} limit ${literal(reach)}`;
  }
  return sql`select ${columns} from (select id, featured, created_at, date from ${opportunities} where ${and(...where)}
    offset 0) as found order by ${order} limit ${literal(reach)}`;
}

// A count written into a statement's text: a page's place must not be a parameter, whose
// estimate would be the planner's guess (a tenth of the rows) instead of the page.
function literal(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  return sql.raw(String(count));
}

// A card of the list or of similar opportunities. Read as plain SQL: cheaper to build on
// every request than the query builder's select. Rows carry their tags as ids
// (opportunities.tag_ids); the service names them (tag-dictionary.ts, docs/decisions/016).
// tag_ids comes as one comma-separated text: splitting it costs far less than parsing an array.
export const cardColumnsSql = sql`id, title, left(description, 201) as description, city, date::text as date,
  opportunity_type, slots_total, featured, budget_range, created_at, array_to_string(tag_ids, ',') as tag_ids`;

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
function relevanceIds(filters: ListFilters, search: ListSearch, reach: number): SQL {
  const where = filterConditions(filters);
  const tier = (rank: number, document: SQL, frequency: number) => {
    const found = foundBy(filters, frequency, reach);
    const matching = firstMatching(
      sql`id, featured, created_at`,
      [...where, searched(document, search, found)],
      featuredOrderSql,
      reach,
      found,
    );
    return sql`(select id, ${sql.raw(String(rank))} as tier, featured, created_at from (${matching}) as tier${sql.raw(String(rank))})`;
  };
  return sql`select id, min(tier) as tier, featured, created_at from (
      ${tier(1, sql`ts_filter(${opportunities.searchDocument}, '{a}')`, search.frequency.title)}
      union all ${tier(2, sql`ts_filter(${opportunities.searchDocument}, '{a,b}')`, search.frequency.listing)}
      union all ${tier(3, sql`${opportunities.searchDocument}`, search.frequency.document)}
    ) as matched group by id, featured, created_at`;
}

// Pages past this are read unprepared: each page is a statement of its own.
const PREPARED_PAGES_REACH = 100;

// One page of the listed opportunities matching the filters, in the chosen order (D22; D21
// relevance while searching), at most COUNT_CAP deep.
export async function listPage(
  executor: Executor,
  filters: ListFilters,
  page: { sort: OpportunitySort; limit: number; offset: number },
): Promise<OpportunityCardRow[]> {
  const reach = page.offset + page.limit;
  const search = filters.search;
  let query: SQL;
  if (page.sort === 'featured' && search) {
    query = sql`select ${cardColumnsSql} from ${opportunities} join (
        ${relevanceIds(filters, search, reach)}
        order by tier, ${featuredOrderSql} limit ${literal(page.limit)} offset ${literal(page.offset)}
      ) as ranked using (id, featured, created_at)
      order by ranked.tier, ${featuredOrderSql}`;
  } else {
    // The page's ids first: without a search, the order's index answers alone (index only).
    const order = { featured: featuredOrderSql, soonest: soonestOrderSql, newest: newestOrderSql }[page.sort];
    const where = filterConditions(filters);
    const found = search ? foundBy(filters, search.frequency.document, reach) : 'walking';
    if (search) where.push(searched(wholeDocument, search, found));
    query = sql`select ${cardColumnsSql} from ${opportunities} join (
        select id from (${firstMatching(sql`id, featured, created_at, date`, where, order, reach, found)}) as first
        order by ${order} offset ${literal(page.offset)}
      ) as ranked using (id)
      order by ${order}`;
  }
  const rows =
    search && reach <= PREPARED_PAGES_REACH
      ? await queryPrepared<RawCardRow>(executor, query)
      : await queryRows<RawCardRow>(executor, query);
  return rows.map(cardRow);
}

// D21: how many listed opportunities match, exactly up to COUNT_CAP; more answers COUNT_CAP + 1.
export async function countListed(executor: Executor, filters: ListFilters): Promise<number> {
  const where = filterConditions(filters);
  const search = filters.search;
  if (search) where.push(searched(wholeDocument, search, foundBy(filters, search.frequency.document, COUNT_CAP + 1)));
  const query = sql`select count(*)::int as count from (
      select 1 from ${opportunities} where ${and(...where)} limit ${literal(COUNT_CAP + 1)}
    ) as matched`;
  const [row] = search
    ? await queryPrepared<{ count: number }>(executor, query)
    : await queryRows<{ count: number }>(executor, query);
  return row?.count ?? 0;
}

// "Did you mean …?" (docs/decisions/096): whether a spelling finds anything with these filters.
export async function anyListed(executor: Executor, filters: ListFilters & { search: ListSearch }): Promise<boolean> {
  const where = filterConditions(filters);
  where.push(searched(wholeDocument, filters.search, foundBy(filters, filters.search.frequency.document, 1)));
  const [row] = await queryRows<{ found: boolean }>(
    executor,
    sql`select exists (select 1 from ${opportunities} where ${and(...where)}) as found`,
  );
  return row?.found ?? false;
}

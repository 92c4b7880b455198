import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { OpportunitySort, OpportunityType } from '@shared/domain-values';
import { COUNT_CAP } from '@shared/limits';
import { type Executor, queryRows } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { isListed } from './listed.repo';
import type { SearchQuery } from './search-query';
import { searchTsQuery } from './search-tsquery.repo';

// The public list's filters as the database takes them: the search parsed (search-query.ts),
// tags already ids.
export type ListFilters = {
  search?: SearchQuery;
  type?: OpportunityType;
  city?: string;
  from?: string | null;
  to?: string | null;
  tagIds?: string[];
};

// spec §5 filters (D15), on top of what is listed (D22). Search uses the document's index;
// city equality opportunities_city_lower_idx; every selected tag must be on the opportunity
// (tag_ids contains them all: opportunities_tag_ids_idx).
function filterConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [isListed];
  if (filters.search) conditions.push(sql`${opportunities.searchDocument} @@ ${searchTsQuery(filters.search)}`);
  if (filters.type) conditions.push(eq(opportunities.opportunityType, filters.type));
  if (filters.city) conditions.push(sql`lower(${opportunities.city}) = lower(${filters.city})`);
  if (filters.from) conditions.push(gte(opportunities.date, filters.from));
  if (filters.to) conditions.push(lte(opportunities.date, filters.to));
  if (filters.tagIds?.length) conditions.push(sql`${opportunities.tagIds} @> ${sql.param(filters.tagIds)}::uuid[]`);
  return conditions;
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
// way: walking the list's order until the page is full when its words are common, through the
// document's index when they are rare. A tier's query also finds the rows of the tiers above,
// so the first `reach` rows of each, merged at their best tier, hold the first `reach` rows of
// the whole order (docs/decisions/095).
function relevanceIds(where: SQL[], search: SearchQuery, reach: number): SQL {
  const tier = (rank: number, document: SQL) =>
    sql`(select id, ${rank} as tier, featured, created_at from ${opportunities}
      where ${and(...where, sql`${document} @@ ${searchTsQuery(search)}`)}
      order by ${featuredOrderSql} limit ${reach})`;
  return sql`select id, min(tier) as tier, featured, created_at from (
      ${tier(1, sql`ts_filter(${opportunities.searchDocument}, '{a}')`)}
      union all ${tier(2, sql`ts_filter(${opportunities.searchDocument}, '{a,b}')`)}
      union all ${tier(3, sql`${opportunities.searchDocument}`)}
    ) as matched group by id, featured, created_at`;
}

// One page of the listed opportunities matching the filters, in the chosen order (D22; D21
// relevance while searching), at most COUNT_CAP deep.
export async function listPage(
  executor: Executor,
  filters: ListFilters,
  page: { sort: OpportunitySort; limit: number; offset: number },
): Promise<OpportunityCardRow[]> {
  const where = filterConditions(filters);
  const reach = page.offset + page.limit;
  let query: SQL;
  if (page.sort === 'featured' && filters.search) {
    query = sql`select ${cardColumnsSql} from ${opportunities} join (
        ${relevanceIds(filterConditions({ ...filters, search: undefined }), filters.search, reach)}
        order by tier, ${featuredOrderSql} limit ${page.limit} offset ${page.offset}
      ) as ranked using (id, featured, created_at)
      order by ranked.tier, ${featuredOrderSql}`;
  } else {
    // The page's ids first: without a search, the order's index answers alone (index only).
    const order = { featured: featuredOrderSql, soonest: soonestOrderSql, newest: newestOrderSql }[page.sort];
    query = sql`select ${cardColumnsSql} from ${opportunities} join (
        select id from ${opportunities} where ${and(...where)}
        order by ${order} limit ${page.limit} offset ${page.offset}
      ) as ranked using (id)
      order by ${order}`;
  }
  const rows = await queryRows<RawCardRow>(executor, query);
  return rows.map(cardRow);
}

// D21: how many listed opportunities match, exactly up to COUNT_CAP; more answers COUNT_CAP + 1.
export async function countListed(executor: Executor, filters: ListFilters): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from (
      select 1 from ${opportunities} where ${and(...filterConditions(filters))} limit ${COUNT_CAP + 1}
    ) as matched`,
  );
  return row?.count ?? 0;
}

// "Did you mean …?" (docs/decisions/096): whether a spelling finds anything with these filters.
export async function anyListed(executor: Executor, filters: ListFilters): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    executor,
    sql`select exists (select 1 from ${opportunities} where ${and(...filterConditions(filters))}) as found`,
  );
  return row?.found ?? false;
}

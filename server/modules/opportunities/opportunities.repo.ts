import { and, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { OpportunityFilters } from '@shared/opportunity-filters';
import type { OpportunityFormValues } from '@shared/opportunity-form';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, type Executor, queryRows } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';

// The indexes are ordered DESC NULLS LAST (Drizzle's .desc()); PostgreSQL's plain DESC means
// NULLS FIRST and would not use them (every list would sort the whole table).
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

const detailColumns = {
  id: opportunities.id,
  title: opportunities.title,
  description: opportunities.description,
  city: opportunities.city,
  date: opportunities.date,
  opportunityType: opportunities.opportunityType,
  vertical: opportunities.vertical,
  status: opportunities.status,
  slotsTotal: opportunities.slotsTotal,
  slotsFilled: opportunities.slotsFilled,
  responsibilities: opportunities.responsibilities,
  idealCandidate: opportunities.idealCandidate,
  perks: opportunities.perks,
  venue: opportunities.venue,
  budgetRange: opportunities.budgetRange,
  featured: opportunities.featured,
  createdAt: opportunities.createdAt,
  updatedAt: opportunities.updatedAt,
  tagIds: opportunities.tagIds,
};

// LIKE treats % and _ as wildcards: a search for "50%" means those characters.
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// spec §5 filters, run by the database (D15). Free text uses the trigram index on
// search_text; city equality uses opportunities_city_lower_idx; every selected tag must be on
// the opportunity (tag_ids contains them all: opportunities_tag_ids_idx).
function filterConditions(filters: OpportunityFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    // search_text is lower(title, description, city): lower-casing the pattern the same way
    // gives ILIKE's meaning at LIKE's price, on one trigram index.
    conditions.push(sql`${opportunities.searchText} like lower(${containsPattern(filters.q)})`);
  }
  if (filters.type) conditions.push(eq(opportunities.opportunityType, filters.type));
  if (filters.city) conditions.push(sql`lower(${opportunities.city}) = lower(${filters.city})`);
  if (filters.from) conditions.push(gte(opportunities.date, filters.from));
  if (filters.to) conditions.push(lte(opportunities.date, filters.to));
  if (filters.tags?.length) conditions.push(sql`${opportunities.tagIds} @> ${sql.param(filters.tags)}::uuid[]`);
  return conditions;
}

const isOpen = eq(opportunities.status, 'open');

// A card of the list or of similar opportunities. Read as plain SQL: cheaper to build on
// every request than the query builder's select. Rows carry their tags as ids
// (opportunities.tag_ids); the service names them (tag-dictionary.ts, docs/decisions/016).
// tag_ids comes as one comma-separated text: splitting it costs far less than parsing an array.
const cardColumnsSql = sql`id, title, left(description, 201) as description, city, date::text as date,
  opportunity_type, slots_total, featured, budget_range, created_at, array_to_string(tag_ids, ',') as tag_ids`;
// D8: featured first, then newest (opportunities_public_order_idx; see newestFirst).
const publicOrderSql = sql`featured desc nulls last, created_at desc nulls last, id desc nulls last`;

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

function cardRow(row: RawCardRow) {
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

// One page of open opportunities matching the filters, in one round trip (walking
// opportunities_public_order_idx, or the filters' indexes when they are narrower). The counts
// the caller asks for are uncorrelated subqueries that PostgreSQL runs once; a page past the
// end has no row to carry them, and the caller counts separately then. A search that must also
// be counted finds its matches once for both: checking the text of every candidate row is
// the dear part (docs/decisions/017).
export async function listOpenOpportunities(
  executor: Executor,
  filters: OpportunityFilters,
  page: { limit: number; offset: number; withTotal: boolean; withOpenTotal: boolean },
) {
  const where = and(isOpen, ...filterConditions(filters));
  const openTotal = page.withOpenTotal
    ? sql`(select count(*)::int from ${opportunities} where ${isOpen})`
    : sql`null::int`;
  const query =
    page.withTotal && filters.q
      ? sql`with matching as materialized (
          select id, featured, created_at from ${opportunities} where ${where}
        )
        select ${cardColumnsSql}, (select count(*)::int from matching) as total, ${openTotal} as open_total
        from ${opportunities} where id in (
          select id from matching order by ${publicOrderSql} limit ${page.limit} offset ${page.offset}
        )
        order by ${publicOrderSql}`
      : sql`select ${cardColumnsSql},
          ${page.withTotal ? sql`(select count(*)::int from ${opportunities} where ${where})` : sql`null::int`} as total,
          ${openTotal} as open_total
        from ${opportunities} where ${where}
        order by ${publicOrderSql}
        limit ${page.limit} offset ${page.offset}`;
  const rows = await queryRows<RawCardRow & { total: number | null; open_total: number | null }>(executor, query);
  return rows.map((row) => ({ ...cardRow(row), total: row.total, openTotal: row.open_total }));
}

// spec §7 similar: open, not this one, sharing a tag with it (or of the same type when it has
// no tags); featured first, then newest, like the list. Planned for its tags on every call:
// walking the list's order suits common tags, the tag index rare ones, and one plan for every
// tag (a prepared statement's generic plan) suits neither.
export async function listSimilarOpportunities(
  executor: Executor,
  current: { id: string; tagIds: string[]; opportunityType: string },
  limit: number,
): Promise<OpportunityCardRow[]> {
  const alike = current.tagIds.length
    ? sql`${opportunities.tagIds} && ${sql.param(current.tagIds)}::uuid[]`
    : eq(opportunities.opportunityType, current.opportunityType);
  const rows = await queryRows<RawCardRow>(
    executor,
    sql`select ${cardColumnsSql} from ${opportunities}
    where ${and(isOpen, ne(opportunities.id, current.id), alike)}
    order by ${publicOrderSql} limit ${limit}`,
  );
  return rows.map(cardRow);
}

export async function countOpenOpportunities(executor: Executor, filters: OpportunityFilters): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(opportunities)
    .where(and(isOpen, ...filterConditions(filters)));
  return row?.count ?? 0;
}

// The row behind the detail page and its link preview, as a prepared statement: PostgreSQL
// plans it once per connection instead of on every request (docs/decisions/015).
export function prepareOpportunityReads(db: Database) {
  const byId = db
    .select(detailColumns)
    .from(opportunities)
    .where(eq(opportunities.id, sql.placeholder('id')))
    .limit(1)
    .prepare('opportunity_by_id');

  return {
    async findById(id: string) {
      const [row] = await byId.execute({ id });
      return row;
    },
  };
}
export type OpportunityReads = ReturnType<typeof prepareOpportunityReads>;
export type OpportunityDetailRow = NonNullable<Awaited<ReturnType<OpportunityReads['findById']>>>;

// Admin list (issue 6): every status, newest first.
// The sitemap (issue 22): open opportunities' ids and last changes, in the list's order
// (walking opportunities_public_order_idx).
export async function listOpenOpportunityStamps(executor: Executor, limit: number) {
  return executor
    .select({ id: opportunities.id, updatedAt: opportunities.updatedAt })
    .from(opportunities)
    .where(isOpen)
    .orderBy(desc(opportunities.featured), desc(opportunities.createdAt), desc(opportunities.id))
    .limit(limit);
}

export async function listAllOpportunities(executor: Executor, page: { limit: number; offset: number }) {
  return executor
    .select(detailColumns)
    .from(opportunities)
    .orderBy(newestFirst(opportunities.createdAt), newestFirst(opportunities.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAllOpportunities(executor: Executor): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(opportunities);
  return row?.count ?? 0;
}

export async function insertOpportunity(executor: Executor, values: OpportunityFormValues): Promise<string> {
  const [row] = await executor.insert(opportunities).values(values).returning({ id: opportunities.id });
  if (!row) throw new Error('The opportunity was not inserted');
  return row.id;
}

// D11: slots already filled stay within the new total; the condition and the write are one
// statement, so a concurrent accept cannot slip between them. An opportunity set open whose
// spots are all taken is filled (issue 16: it never offers 'Apply now').
export async function updateOpportunity(
  executor: Executor,
  id: string,
  values: OpportunityFormValues,
): Promise<'updated' | 'missing' | 'too-few-slots'> {
  const updated = await executor
    .update(opportunities)
    .set({
      ...values,
      status: sql`case when ${values.status}::text = 'open' and ${values.slotsTotal}::int > 0
        and ${opportunities.slotsFilled} >= ${values.slotsTotal}::int then 'filled' else ${values.status}::text end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(opportunities.id, id), lte(opportunities.slotsFilled, values.slotsTotal)))
    .returning({ id: opportunities.id });
  if (updated.length > 0) return 'updated';
  const [existing] = await executor
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  return existing ? 'too-few-slots' : 'missing';
}

export async function slotsFilledOf(executor: Executor, id: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ slotsFilled: opportunities.slotsFilled })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  return row?.slotsFilled;
}

export async function deleteOpportunity(executor: Executor, id: string): Promise<boolean> {
  const deleted = await executor
    .delete(opportunities)
    .where(eq(opportunities.id, id))
    .returning({ id: opportunities.id });
  return deleted.length > 0;
}

import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { OpportunityFilters } from '@shared/opportunity-filters';
import type { OpportunityFormValues } from '@shared/opportunity-form';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, type Executor, queryRows } from '../../db/database';
import { opportunities, opportunityTagAssignments, opportunityTags } from '../../db/schema/opportunities';

type TagJson = { id: string; label: string; color: string | null };

// The opportunity's tags as one JSON array, read in the same query as the opportunity.
// (Drizzle writes a column of a single-table query without its table name, which a
// subquery would resolve against its own tables: hence the spelled-out opportunities.id.)
const tagsOfRow = sql<TagJson[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'label', t.label, 'color', t.color) order by lower(t.label))
  from ${opportunityTagAssignments} a join ${opportunityTags} t on t.id = a.tag_id
  where a.opportunity_id = opportunities.id
), '[]'::json)`;

// The indexes are ordered DESC NULLS LAST (Drizzle's .desc()); PostgreSQL's plain DESC means
// NULLS FIRST and would not use them (every list would sort the whole table).
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

// D8: featured first, then newest (opportunities_public_order_idx).
const publicOrder = [
  newestFirst(opportunities.featured),
  newestFirst(opportunities.createdAt),
  newestFirst(opportunities.id),
];

const cardColumns = {
  id: opportunities.id,
  title: opportunities.title,
  // Enough to cut the preview (spec §2: 200 characters) without shipping the whole text.
  description: sql<string>`left(${opportunities.description}, 201)`,
  city: opportunities.city,
  date: opportunities.date,
  opportunityType: opportunities.opportunityType,
  slotsTotal: opportunities.slotsTotal,
  featured: opportunities.featured,
  createdAt: opportunities.createdAt,
  tags: tagsOfRow,
};
export type OpportunityCardRow = Omit<Awaited<ReturnType<OpportunityReads['listSimilar']>>[number], 'createdAt'> & {
  createdAt: Date | string;
};

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
  tags: tagsOfRow,
};

// LIKE treats % and _ as wildcards: a search for "50%" means those characters.
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// spec §5 filters, run by the database (D15). Free text uses the trigram index on
// search_text; city equality uses opportunities_city_lower_idx; every selected tag
// must be on the opportunity.
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
  if (filters.tags?.length) {
    conditions.push(
      inArray(
        opportunities.id,
        sql`(select ${opportunityTagAssignments.opportunityId} from ${opportunityTagAssignments}
             where ${inArray(opportunityTagAssignments.tagId, filters.tags)}
             group by ${opportunityTagAssignments.opportunityId}
             having count(*) = ${filters.tags.length})`,
      ),
    );
  }
  return conditions;
}

const isOpen = eq(opportunities.status, 'open');

type RawCardRow = {
  id: string;
  title: string;
  description: string;
  city: string | null;
  date: string | null;
  opportunity_type: string;
  slots_total: number;
  featured: boolean;
  created_at: Date | string;
  tags: TagJson[];
  total: number | null;
  open_total: number | null;
};

// One page of open opportunities matching the filters, in one round trip. The page is cut
// first (walking opportunities_public_order_idx), then only its rows get their tags (a
// select-list subquery would also run for the rows an offset skips). The counts the caller
// asks for are uncorrelated subqueries that PostgreSQL runs once; a page past the end has no
// row to carry them, and the caller counts separately then.
export async function listOpenOpportunities(
  executor: Executor,
  filters: OpportunityFilters,
  page: { limit: number; offset: number; withTotal: boolean; withOpenTotal: boolean },
) {
  const where = and(isOpen, ...filterConditions(filters));
  const rows = await queryRows<RawCardRow>(
    executor,
    sql`with page as (
      select id, title, left(description, 201) as description, city, date::text as date, opportunity_type,
             slots_total, featured, created_at
      from ${opportunities} where ${where}
      order by featured desc nulls last, created_at desc nulls last, id desc nulls last
      limit ${page.limit} offset ${page.offset}
    ), page_tags as (
      select a.opportunity_id,
             json_agg(json_build_object('id', t.id, 'label', t.label, 'color', t.color) order by lower(t.label)) as tags
      from ${opportunityTagAssignments} a join ${opportunityTags} t on t.id = a.tag_id
      where a.opportunity_id in (select id from page)
      group by a.opportunity_id
    )
    select page.*, coalesce(page_tags.tags, '[]'::json) as tags,
      ${page.withTotal ? sql`(select count(*)::int from ${opportunities} where ${where})` : sql`null::int`} as total,
      ${page.withOpenTotal ? sql`(select count(*)::int from ${opportunities} where ${isOpen})` : sql`null::int`} as open_total
    from page left join page_tags on page_tags.opportunity_id = page.id
    order by page.featured desc, page.created_at desc, page.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    city: row.city,
    date: row.date,
    opportunityType: row.opportunity_type,
    slotsTotal: row.slots_total,
    featured: row.featured,
    createdAt: row.created_at,
    tags: row.tags,
    total: row.total,
    openTotal: row.open_total,
  }));
}

export async function countOpenOpportunities(executor: Executor, filters: OpportunityFilters): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(opportunities)
    .where(and(isOpen, ...filterConditions(filters)));
  return row?.count ?? 0;
}

// The reads behind the detail page, its link preview and similar opportunities run as
// prepared statements: PostgreSQL then plans them once per connection instead of on every
// request (planning cost more than running them at scale; docs/decisions/013).
export function prepareOpportunityReads(db: Database) {
  const byId = db
    .select(detailColumns)
    .from(opportunities)
    .where(eq(opportunities.id, sql.placeholder('id')))
    .limit(1)
    .prepare('opportunity_by_id');

  // spec §7 similar: open, not this one, sharing a tag with it (or of the same type when it
  // has no tags); featured first, then newest, like the list. Driven from the tags' side
  // (opportunity_tag_assignments_tag_idx), so the work is bounded by how many opportunities
  // share a tag, not by how far down the list the first three are.
  const similarByTags = db
    .select(cardColumns)
    .from(opportunities)
    .where(
      and(
        isOpen,
        ne(opportunities.id, sql.placeholder('id')),
        inArray(
          opportunities.id,
          sql`(select ${opportunityTagAssignments.opportunityId} from ${opportunityTagAssignments}
               where ${opportunityTagAssignments.tagId} = any(${sql.placeholder('tagIds')}::uuid[]))`,
        ),
      ),
    )
    .orderBy(...publicOrder)
    .limit(sql.placeholder('limit'))
    .prepare('similar_opportunities_by_tags');
  const similarByType = db
    .select(cardColumns)
    .from(opportunities)
    .where(
      and(
        isOpen,
        ne(opportunities.id, sql.placeholder('id')),
        eq(opportunities.opportunityType, sql.placeholder('opportunityType')),
      ),
    )
    .orderBy(...publicOrder)
    .limit(sql.placeholder('limit'))
    .prepare('similar_opportunities_by_type');

  return {
    async findById(id: string) {
      const [row] = await byId.execute({ id });
      return row;
    },
    listSimilar(current: { id: string; tagIds: string[]; opportunityType: string }, limit: number) {
      return current.tagIds.length
        ? similarByTags.execute({ id: current.id, tagIds: current.tagIds, limit })
        : similarByType.execute({ id: current.id, opportunityType: current.opportunityType, limit });
    },
  };
}
export type OpportunityReads = ReturnType<typeof prepareOpportunityReads>;
export type OpportunityDetailRow = NonNullable<Awaited<ReturnType<OpportunityReads['findById']>>>;

// Admin list (issue 6): every status, newest first.
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
// statement, so a concurrent accept cannot slip between them.
export async function updateOpportunity(
  executor: Executor,
  id: string,
  values: OpportunityFormValues,
): Promise<'updated' | 'missing' | 'too-few-slots'> {
  const updated = await executor
    .update(opportunities)
    .set({ ...values, updatedAt: sql`now()` })
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

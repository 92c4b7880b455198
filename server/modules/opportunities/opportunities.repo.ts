import { and, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { AdminOpportunitiesQuery } from '@shared/admin-opportunity-schemas';
import { COUNT_CAP } from '@shared/limits';
import { pageOffset } from '@shared/pagination';
import type { CountDto } from '@shared/counts';
import type { OpportunityFormValues } from '@shared/opportunity-form';
import { countAtScale } from '../../db/counting';
import type { Database, Executor } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { containsPattern } from '../../db/search-pattern';
import { isListed, isPast } from './listed.repo';

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
  // Issue 42 (D36).
  timeZone: opportunities.timeZone,
  startsAt: opportunities.startsAt,
  endsAt: opportunities.endsAt,
  callAt: opportunities.callAt,
  createdAt: opportunities.createdAt,
  updatedAt: opportunities.updatedAt,
  tagIds: opportunities.tagIds,
  past: isPast,
};

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
// The sitemap (issue 22): listed opportunities' ids and last changes (D22: not past), in the list's order
// (walking opportunities_public_order_idx).
export async function listOpenOpportunityStamps(executor: Executor, limit: number) {
  return executor
    .select({ id: opportunities.id, updatedAt: opportunities.updatedAt })
    .from(opportunities)
    .where(isListed)
    .orderBy(sql`featured desc nulls last, created_at desc nulls last, id desc nulls last`)
    .limit(limit);
}

function adminFilter(query: AdminOpportunitiesQuery): SQL | undefined {
  const conditions: SQL[] = [];
  // The title as written, any case (opportunities_title_trgm_idx).
  if (query.search) conditions.push(ilike(opportunities.title, containsPattern(query.search)));
  if (query.status) conditions.push(eq(opportunities.status, query.status));
  if (query.type) conditions.push(eq(opportunities.opportunityType, query.type));
  if (query.city) conditions.push(sql`lower(${opportunities.city}) = lower(${query.city})`);
  if (query.featured) conditions.push(eq(opportunities.featured, query.featured === 'yes'));
  if (query.past === 'yes') conditions.push(isPast);
  if (query.past === 'no') conditions.push(sql`not ${isPast}`);
  if (query.from) conditions.push(gte(opportunities.date, query.from));
  if (query.to) conditions.push(lte(opportunities.date, query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// Issue 19: each sort walks an index (opportunities_created_at_idx, _date_idx, _title_idx).
function adminOrder(query: AdminOpportunitiesQuery): SQL[] {
  const dir = query.dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const column = { created: opportunities.createdAt, date: opportunities.date, title: opportunities.title }[query.sort];
  return [sql`${column} ${dir}`, sql`${opportunities.id} ${dir}`];
}

// Admin list (issue 6): every status, a page at a time; issue 19: searched, filtered and sorted,
// with each row's pending and accepted applications counted for that page's rows only
// (opportunity_applications_opportunity_idx). The outer row is named in full: Drizzle writes a
// column of a select's own table without it, which inside the subquery would mean a.id.
export async function listAllOpportunities(executor: Executor, query: AdminOpportunitiesQuery) {
  return executor
    .select({
      ...detailColumns,
      pendingCount: sql<number>`(select count(*)::int from opportunity_applications a
        where a.opportunity_id = opportunities.id and a.status = 'pending')`,
      acceptedCount: sql<number>`(select count(*)::int from opportunity_applications a
        where a.opportunity_id = opportunities.id and a.status in ('accepted', 'completed'))`,
    })
    .from(opportunities)
    .where(adminFilter(query))
    .orderBy(...adminOrder(query))
    .limit(Math.max(0, Math.min(query.pageSize, COUNT_CAP - pageOffset(query))))
    .offset(pageOffset(query));
}

// Exact up to 10,000, estimated past it (issue 17).
export function countAllOpportunities(executor: Executor, query: AdminOpportunitiesQuery): Promise<CountDto> {
  const where = adminFilter(query);
  return countAtScale(executor, sql`from ${opportunities} ${where ? sql`where ${where}` : sql``}`);
}

// Times are optional here: an opportunity made without them (a script, a test) is undated.
export type OpportunityRowValues = Omit<OpportunityFormValues, 'timeZone' | 'startsAt' | 'endsAt' | 'callAt'> &
  Partial<Pick<OpportunityFormValues, 'timeZone' | 'startsAt' | 'endsAt' | 'callAt'>>;

export async function insertOpportunity(executor: Executor, values: OpportunityRowValues): Promise<string> {
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
  values: OpportunityRowValues,
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

import { and, eq, lte, sql } from 'drizzle-orm';
import type { CountDto } from '@shared/counts';
import type { OpportunityFormValues } from '@shared/opportunity-form';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countAtScale } from '../../db/counting';
import type { Database, Executor } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { isListed, isPast } from './listed.repo';

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

export async function listAllOpportunities(executor: Executor, page: { limit: number; offset: number }) {
  return executor
    .select(detailColumns)
    .from(opportunities)
    .orderBy(newestFirst(opportunities.createdAt), newestFirst(opportunities.id))
    .limit(page.limit)
    .offset(page.offset);
}

// Exact up to 10,000, estimated past it (issue 17).
export function countAllOpportunities(executor: Executor): Promise<CountDto> {
  return countAtScale(executor, sql`from ${opportunities}`);
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

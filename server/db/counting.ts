import { type SQL, sql } from 'drizzle-orm';
import { aboutCount, atLeastCount, type CountDto } from '@shared/counts';
import { COUNT_CAP } from '@shared/limits';
import { type Executor, queryRows } from './database';

// Counting at scale (issue 17): rows are counted up to COUNT_CAP + 1 and no further; past the
// cap, a number may be the planner's estimate instead, labelled "about".

type PlanNode = { 'Plan Rows': number; 'Subplan Name'?: string; Plans?: PlanNode[] };

// The planner's estimate of the rows each of `froms` holds (statistics kept by ANALYZE; no row
// read), from one plan: each is a subquery of its own (an InitPlan, numbered in order).
export async function estimateCounts(executor: Executor, froms: SQL[]): Promise<number[]> {
  const subqueries = sql.join(
    froms.map((from) => sql`array(select 1 ${from})`),
    sql`, `,
  );
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    executor,
    sql`explain (format json) select ${subqueries}`,
  );
  const estimates = new Map<number, number>();
  for (const plan of row?.['QUERY PLAN'][0].Plan.Plans ?? []) {
    const number = /^InitPlan (\d+)/.exec(plan['Subplan Name'] ?? '')?.[1];
    if (number) estimates.set(Number(number), plan['Plan Rows']);
  }
  return froms.map((_, index) => estimates.get(index + 1) ?? 0);
}

// How many rows each of `froms` ("from … where …") holds, up to COUNT_CAP + 1, in one statement.
async function countEachUpToCap(executor: Executor, froms: SQL[]): Promise<number[]> {
  const counts = sql.join(
    froms.map(
      (from, index) =>
        sql`(select count(*)::int from (select 1 ${from} limit ${COUNT_CAP + 1}) as counted) as ${sql.identifier(`c${index}`)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number>>(executor, sql`select ${counts}`);
  return froms.map((_, index) => row?.[`c${index}`] ?? 0);
}

// The back office's counts (issue 17): the planner's estimates first (no row read); past
// COUNT_CAP that is the answer, labelled "about". Otherwise the rows are counted, exactly up to
// COUNT_CAP, and past it (the estimate fell short) "10,000+". Two round trips however many
// numbers a page shows (docs/decisions/130).
export async function countAllAtScale<Froms extends SQL[]>(
  executor: Executor,
  froms: [...Froms],
): Promise<{ [Index in keyof Froms]: CountDto }> {
  const estimates = await estimateCounts(executor, froms);
  const toCount = froms.filter((_, index) => (estimates[index] ?? 0) <= COUNT_CAP);
  const counted = toCount.length > 0 ? await countEachUpToCap(executor, toCount) : [];
  let next = 0;
  const counts = estimates.map((estimate) =>
    estimate > COUNT_CAP ? aboutCount(estimate) : atLeastCount(counted[next++] ?? 0),
  );
  return counts as { [Index in keyof Froms]: CountDto };
}

export async function countAtScale(executor: Executor, from: SQL): Promise<CountDto> {
  const [count] = await countAllAtScale(executor, [from]);
  return count;
}

// Counted, never estimated: for conditions the planner guesses badly (a search's words).
export async function countUpToCap(executor: Executor, from: SQL): Promise<CountDto> {
  const [counted] = await countEachUpToCap(executor, [from]);
  return atLeastCount(counted ?? 0);
}

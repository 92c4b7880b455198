import { type SQL, sql } from 'drizzle-orm';
import { aboutCount, atLeastCount, type CountDto } from '@shared/counts';
import { COUNT_CAP } from '@shared/limits';
import { type Executor, queryRows } from './database';

// Counting at scale (issue 17): rows are counted up to COUNT_CAP + 1 and no further; past the
// cap, a number may be the planner's estimate instead, labelled "about".

// How many rows `from` ("from … where …") holds, up to COUNT_CAP + 1.
export async function countUpToCap(executor: Executor, from: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from (select 1 ${from} limit ${COUNT_CAP + 1}) as counted`,
  );
  return row?.count ?? 0;
}

// The planner's estimate of the rows `query` returns (statistics kept by ANALYZE; no row read).
export async function estimateRows(executor: Executor, query: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    executor,
    sql`explain (format json) ${query}`,
  );
  return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

// The back office's counts (issue 17): the planner's estimate first (no row read); past
// COUNT_CAP that is the answer, labelled "about". Otherwise the rows are counted, exactly up to
// COUNT_CAP, and past it (the estimate fell short) "10,000+".
export async function countAtScale(executor: Executor, from: SQL): Promise<CountDto> {
  const estimate = await estimateRows(executor, sql`select 1 ${from}`);
  if (estimate > COUNT_CAP) return aboutCount(estimate);
  return atLeastCount(await countUpToCap(executor, from));
}

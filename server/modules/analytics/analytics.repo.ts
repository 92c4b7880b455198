import { sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '@shared/analytics-schemas';
import { type Executor, queryRows } from '../../db/database';

// A funnel row as stored (migration 0012): the count at each status, and at each status and
// bucket of the time from applying to the last change ("booked:20").
export type StoredFunnel = {
  key: string;
  label: string;
  counts: Record<string, number>;
  decisions: Record<string, number>;
};

// Issue 19 (docs/decisions/131): the changes appended since the last fold, folded first (when
// there are any, and nobody else is folding them), so a page shows the applications of a moment ago.
export async function foldFunnelChanges(executor: Executor): Promise<void> {
  await executor.execute(sql`select compact_funnel_changes() where exists (select 1 from funnel_changes)`);
}

const bounds = (query: AnalyticsQuery) => ({
  from: sql`coalesce(${query.from ?? null}::date, '-infinity'::date)`,
  to: sql`coalesce(${query.to ?? null}::date, 'infinity'::date)`,
});

// The period's applications per track (days in UTC): the months wholly inside it, and its other days.
export async function trackFunnels(executor: Executor, query: AnalyticsQuery): Promise<StoredFunnel[]> {
  const { from, to } = bounds(query);
  const monthInside = (month: ReturnType<typeof sql>) =>
    sql`(${month} >= ${from} and (${month} + interval '1 month')::date - 1 <= ${to})`;
  return queryRows<StoredFunnel>(
    executor,
    sql`select track as key, track as label, counts, decisions from track_funnels
      where case grain
        when 'month' then ${monthInside(sql`starts`)}
        else starts between ${from} and ${to} and not ${monthInside(sql`date_trunc('month', starts)::date`)}
      end`,
  );
}

// The opportunities posted in the period with the most applications (an index-only walk of
// opportunity_funnels_rank_idx), with their whole funnels.
export async function opportunityFunnels(
  executor: Executor,
  query: AnalyticsQuery,
  limit: number,
): Promise<StoredFunnel[]> {
  const { from, to } = bounds(query);
  return queryRows<StoredFunnel>(
    executor,
    sql`with top as (
        select opportunity_id, total from opportunity_funnels
        where total > 0 and posted_at >= ${from}::timestamp at time zone 'UTC'
          and posted_at < (${to} + 1)::timestamp at time zone 'UTC'
        order by total desc nulls last, opportunity_id limit ${limit})
      select o.id::text as key, o.title as label, f.counts, f.decisions
      from top join opportunity_funnels f using (opportunity_id) join opportunities o on o.id = top.opportunity_id
      order by top.total desc, top.opportunity_id`,
  );
}

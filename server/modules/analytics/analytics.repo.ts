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

const DAY_MS = 86_400_000;
const utcDay = (value: string) => new Date(`${value}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const firstOfMonth = (date: Date, monthsLater = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1));

// The months wholly inside the period: the first one's first day, the last one's last day (open
// when the period is). When none is, the first comes after the last.
function wholeMonths(query: AnalyticsQuery): { first: string | null; last: string | null } {
  const from = query.from ? utcDay(query.from) : undefined;
  const to = query.to ? utcDay(query.to) : undefined;
  return {
    first: from ? isoDay(from.getUTCDate() === 1 ? from : firstOfMonth(from, 1)) : null,
    last: to ? isoDay(new Date(firstOfMonth(new Date(to.getTime() + DAY_MS)).getTime() - DAY_MS)) : null,
  };
}

// The period's applications per track (days in UTC): the rows of the months wholly inside it,
// and of its other days.
export async function trackFunnels(executor: Executor, query: AnalyticsQuery): Promise<StoredFunnel[]> {
  const { from, to } = bounds(query);
  const months = wholeMonths(query);
  const first = sql`coalesce(${months.first}::date, '-infinity'::date)`;
  const last = sql`coalesce(${months.last}::date, 'infinity'::date)`;
  return queryRows<StoredFunnel>(
    executor,
    sql`select track as key, track as label, counts, decisions from track_funnels
      where (grain = 'month' and starts between ${first} and ${last})
        or (grain = 'day' and starts between ${from} and ${to} and (starts < ${first} or starts > ${last}))`,
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

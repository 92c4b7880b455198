import { type SQL, sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '@shared/analytics-schemas';
import { type Executor, queryRows } from '../../db/database';

export type StatusCount = { key: string; label: string; status: string; n: number };
export type DecisionMedian = { key: string; median_seconds: number | null };

function period(query: AnalyticsQuery, alias: string): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.from) conditions.push(sql`${sql.raw(alias)}.created_at >= ${query.from}::date::timestamptz`);
  if (query.to) conditions.push(sql`${sql.raw(alias)}.created_at < (${query.to}::date + 1)::timestamptz`);
  return sql.join(conditions, sql` and `);
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const medianOfDecisions = (alias: string) =>
  sql`(percentile_cont(0.5) within group (order by extract(epoch from ${sql.raw(alias)}.updated_at - ${sql.raw(alias)}.created_at)))::float8`;

// Issue 19 (docs/decisions/115): counts per track and status over the period, and each track's
// median time from applying to the last change among decided applications; both read from
// applications_funnel_idx (created_at, with track, status and updated_at: index-only scans).
export async function trackFunnel(executor: Executor, query: AnalyticsQuery, decided: readonly string[]) {
  const [counts, medians] = await Promise.all([
    queryRows<StatusCount>(
      executor,
      sql`select a.track as key, a.track as label, a.status, count(*)::int as n
        from applications a where ${period(query, 'a')} group by a.track, a.status`,
    ),
    queryRows<DecisionMedian>(
      executor,
      sql`select a.track as key, ${medianOfDecisions('a')} as median_seconds
        from applications a where ${period(query, 'a')} and a.status in (${listOf(decided)}) group by a.track`,
    ),
  ]);
  return { counts, medians };
}

// The same for the opportunities with the most applications in the period
// (opportunity_applications_funnel_idx).
export async function opportunityFunnel(
  executor: Executor,
  query: AnalyticsQuery,
  decided: readonly string[],
  limit: number,
) {
  const top = sql`select oa.opportunity_id from opportunity_applications oa where ${period(query, 'oa')}
    group by oa.opportunity_id order by count(*) desc, oa.opportunity_id limit ${limit}`;
  const [counts, medians] = await Promise.all([
    queryRows<StatusCount>(
      executor,
      sql`with top as (${top})
        select o.id::text as key, o.title as label, oa.status, count(*)::int as n
        from top join opportunity_applications oa on oa.opportunity_id = top.opportunity_id
        join opportunities o on o.id = top.opportunity_id
        where ${period(query, 'oa')} group by o.id, o.title, oa.status`,
    ),
    queryRows<DecisionMedian>(
      executor,
      sql`with top as (${top})
        select oa.opportunity_id::text as key, ${medianOfDecisions('oa')} as median_seconds
        from top join opportunity_applications oa on oa.opportunity_id = top.opportunity_id
        where ${period(query, 'oa')} and oa.status in (${listOf(decided)}) group by oa.opportunity_id`,
    ),
  ]);
  return { counts, medians };
}

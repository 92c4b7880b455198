import { ANALYTICS_OPPORTUNITY_LIMIT, type AnalyticsQuery } from '@shared/analytics-schemas';
import {
  OPPORTUNITY_APPLICATION_STATUSES,
  type OpportunityApplicationStatus,
  TRACK_APPLICATION_STATUSES,
  type TrackApplicationStatus,
  type TeamRole,
} from '@shared/domain-values';
import type { Database } from '../../db/database';
import type { AnalyticsDto, FunnelRow } from './analytics.dto';
import { type DecisionMedian, opportunityFunnel, type StatusCount, trackFunnel } from './analytics.repo';

// What counts as decided, reviewed and succeeded for each kind of application (D11, spec §4).
const TRACK = {
  statuses: TRACK_APPLICATION_STATUSES,
  first: ['submitted'],
  decided: ['booked', 'archived'],
  succeeded: ['booked'],
} as const;
const OPPORTUNITY = {
  statuses: OPPORTUNITY_APPLICATION_STATUSES,
  first: ['pending', 'withdrawn'],
  decided: ['accepted', 'waitlisted', 'declined', 'completed'],
  succeeded: ['accepted', 'completed'],
} as const;

const share = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 1000);

function rows<Status extends string>(
  kind: { statuses: readonly Status[]; first: readonly string[]; succeeded: readonly string[] },
  counts: StatusCount[],
  medians: DecisionMedian[],
): FunnelRow<Status>[] {
  const byKey = new Map<string, FunnelRow<Status>>();
  for (const count of counts) {
    let row = byKey.get(count.key);
    if (!row) {
      row = {
        key: count.key,
        label: count.label,
        total: 0,
        counts: Object.fromEntries(kind.statuses.map((status) => [status, 0])) as Record<Status, number>,
        conversion: { reviewed: 0, succeeded: 0 },
        medianDecisionHours: null,
      };
      byKey.set(count.key, row);
    }
    row.counts[count.status as Status] = count.n;
    row.total += count.n;
  }
  const median = new Map(medians.map((item) => [item.key, item.median_seconds]));
  return [...byKey.values()]
    .map((row) => {
      const sum = (statuses: readonly string[]) =>
        statuses.reduce((total, status) => total + (row.counts[status as Status] ?? 0), 0);
      const seconds = median.get(row.key);
      return {
        ...row,
        conversion: {
          reviewed: share(row.total - sum(kind.first), row.total),
          succeeded: share(sum(kind.succeeded), row.total),
        },
        medianDecisionHours: seconds === null || seconds === undefined ? null : Math.round((seconds / 3600) * 10) / 10,
      };
    })
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

// Issue 19: the funnel per track and per opportunity over a period. D12: reviewers see the
// tracks (the applications they review); the opportunities are the admins'.
export function createAnalyticsService(db: Database) {
  return {
    async funnel(query: AnalyticsQuery, roles: readonly TeamRole[]): Promise<AnalyticsDto> {
      const [tracks, opportunities] = await Promise.all([
        trackFunnel(db, query, TRACK.decided),
        roles.includes('admin')
          ? opportunityFunnel(db, query, OPPORTUNITY.decided, ANALYTICS_OPPORTUNITY_LIMIT)
          : Promise.resolve(null),
      ]);
      return {
        tracks: rows<TrackApplicationStatus>(TRACK, tracks.counts, tracks.medians),
        opportunities: opportunities
          ? rows<OpportunityApplicationStatus>(OPPORTUNITY, opportunities.counts, opportunities.medians)
          : null,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

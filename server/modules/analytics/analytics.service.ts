import { ANALYTICS_OPPORTUNITY_LIMIT, type AnalyticsQuery } from '@shared/analytics-schemas';
import {
  OPPORTUNITY_APPLICATION_STATUSES,
  type OpportunityApplicationStatus,
  TRACK_APPLICATION_STATUSES,
  type TrackApplicationStatus,
  type TeamRole,
} from '@shared/domain-values';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { AnalyticsDto, FunnelRow } from './analytics.dto';
import { foldFunnelChanges, opportunityFunnels, type StoredFunnel, trackFunnels } from './analytics.repo';
import { medianHours } from './decision-median';

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
  // Released, cancelled and no-show bookings (D36) were accepted first: they count as succeeded,
  // but their last change is the event night's, not the decision, so the median leaves them out.
  decided: ['accepted', 'waitlisted', 'declined', 'completed'],
  succeeded: ['accepted', 'completed', 'released', 'cancelled', 'no_show'],
} as const;

const share = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 1000);

function rows<Status extends string>(
  kind: {
    statuses: readonly Status[];
    first: readonly string[];
    decided: readonly string[];
    succeeded: readonly string[];
  },
  stored: StoredFunnel[],
): FunnelRow<Status>[] {
  // Tracks come as a row per day or month: added up per key.
  const byKey = new Map<string, { label: string; counts: Map<string, number>; decided: Map<number, number> }>();
  for (const funnel of stored) {
    let row = byKey.get(funnel.key);
    if (!row) {
      row = { label: funnel.label, counts: new Map(), decided: new Map() };
      byKey.set(funnel.key, row);
    }
    for (const [status, n] of Object.entries(funnel.counts)) row.counts.set(status, (row.counts.get(status) ?? 0) + n);
    for (const [cell, n] of Object.entries(funnel.decisions)) {
      const [status = '', bucket = ''] = cell.split(':');
      if (kind.decided.includes(status)) row.decided.set(Number(bucket), (row.decided.get(Number(bucket)) ?? 0) + n);
    }
  }
  return [...byKey.entries()]
    .map(([key, row]) => {
      const sum = (statuses: readonly string[]) =>
        statuses.reduce((total, status) => total + (row.counts.get(status) ?? 0), 0);
      const total = sum(kind.statuses);
      const hours = medianHours(row.decided);
      return {
        key,
        label: row.label,
        total,
        counts: Object.fromEntries(kind.statuses.map((status) => [status, row.counts.get(status) ?? 0])) as Record<
          Status,
          number
        >,
        conversion: {
          reviewed: share(total - sum(kind.first), total),
          succeeded: share(sum(kind.succeeded), total),
        },
        medianDecisionHours: hours === null ? null : Math.round(hours * 10) / 10,
      };
    })
    .filter((row) => row.total > 0)
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

// Issue 19: the funnel per track (applications made in the period) and per opportunity (those
// posted in the period, with all their applications). D12: reviewers see the tracks (the
// applications they review); the opportunities are the admins'.
export function createAnalyticsService(db: Database, logger: Logger) {
  // A fold that fails (an opportunity deleted while it ran) leaves the changes for the next one,
  // a minute later or at the next page view; until then the page shows what was folded before.
  const foldChanges = () =>
    foldFunnelChanges(db).catch((error: unknown) => logger.warn('The funnel changes could not be folded', error));
  return {
    foldChanges,
    async funnel(query: AnalyticsQuery, roles: readonly TeamRole[]): Promise<AnalyticsDto> {
      await foldChanges();
      const [tracks, opportunities] = await Promise.all([
        trackFunnels(db, query),
        roles.includes('admin') ? opportunityFunnels(db, query, ANALYTICS_OPPORTUNITY_LIMIT) : Promise.resolve(null),
      ]);
      return {
        tracks: rows<TrackApplicationStatus>(TRACK, tracks),
        opportunities: opportunities ? rows<OpportunityApplicationStatus>(OPPORTUNITY, opportunities) : null,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

import type { OpportunityApplicationStatus, TrackApplicationStatus } from '@shared/domain-values';

// Issue 19: one row of the funnel. `conversion`: the share of all applications that were
// reviewed (left the first status), and that reached the good outcome (booked; accepted or
// completed). `medianDecisionHours`: from applying to the last change, over those decided.
export type FunnelRow<Status extends string> = {
  key: string;
  label: string;
  total: number;
  counts: Record<Status, number>;
  conversion: { reviewed: number; succeeded: number };
  medianDecisionHours: number | null;
};

export type AnalyticsDto = {
  tracks: FunnelRow<TrackApplicationStatus>[];
  // D12: admins only (null for reviewers).
  opportunities: FunnelRow<OpportunityApplicationStatus>[] | null;
};

import type { Database } from '../../db/database';
import type { OverviewDto } from './overview.dto';
import { countOverview } from './overview.repo';

// spec §9: the accepted-this-month window starts on the first day of the current month.
export function startOfMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

export function createOverviewService(db: Database) {
  return {
    async overview(now = new Date()): Promise<OverviewDto> {
      const counts = await countOverview(db, startOfMonth(now));
      return {
        totalOpportunities: counts?.total_opportunities ?? 0,
        totalApplications: counts?.total_applications ?? 0,
        pendingReview: counts?.pending_review ?? 0,
        acceptedThisMonth: counts?.accepted_this_month ?? 0,
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;

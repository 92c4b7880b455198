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
      return countOverview(db, startOfMonth(now));
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;

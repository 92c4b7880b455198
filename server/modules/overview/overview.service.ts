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
      const monthStart = startOfMonth(now);
      const acceptedSince = [
        monthStart.getFullYear(),
        String(monthStart.getMonth() + 1).padStart(2, '0'),
        String(monthStart.getDate()).padStart(2, '0'),
      ].join('-');
      return { ...(await countOverview(db, monthStart)), acceptedSince };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;

import type { OpportunityApplicationStatus, OpportunityType } from '@shared/domain-values';
import { DASHBOARD_APPLICATIONS_SHOWN, DASHBOARD_POSITIONS_SHOWN } from '@shared/limits';
import { profileCompleteness } from '@shared/profile-completeness';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { trackApplicationState } from '../track-applications/track-applications.service';
import { findCurrentTrackApplication, findDraft } from '../track-applications/track-applications.repo';
import type { DashboardDto } from './dashboard.dto';
import {
  countOpportunityApplications,
  findDashboardPerson,
  listNewestOpenOpportunities,
  listRecentOpportunityApplications,
} from './dashboard.repo';

export function createDashboardService(db: Database) {
  return {
    // spec §2 /dashboard, read for the signed-in person only.
    async get(userId: string): Promise<DashboardDto> {
      const person = await findDashboardPerson(db, userId);
      if (!person) throw notFound('Profile not found');
      const [trackApplication, draft, recent, total, open] = await Promise.all([
        findCurrentTrackApplication(db, person.id),
        findDraft(db, person.id),
        listRecentOpportunityApplications(db, person.id, DASHBOARD_APPLICATIONS_SHOWN),
        countOpportunityApplications(db, person.id),
        listNewestOpenOpportunities(db, person.id, DASHBOARD_POSITIONS_SHOWN),
      ]);
      return {
        person: { name: person.name, city: person.city, markets: person.markets, roleTypes: person.roleTypes },
        completeness: profileCompleteness(person),
        trackApplication: trackApplicationState(trackApplication, new Date(), draft),
        opportunityApplications: {
          items: recent.map((row) => ({
            ...row,
            status: row.status as OpportunityApplicationStatus,
            createdAt: row.createdAt.toISOString(),
          })),
          total,
        },
        openOpportunities: open.map((row) => ({ ...row, opportunityType: row.opportunityType as OpportunityType })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

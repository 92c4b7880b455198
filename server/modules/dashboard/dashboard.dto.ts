import type { OpportunityApplicationStatus, OpportunityType } from '@shared/domain-values';
import type { CompletenessCheck } from '@shared/profile-completeness';
import type { TrackApplicationStateDto } from '../track-applications/track-applications.dto';

// GET /api/dashboard: everything the signed-in person's dashboard shows (spec §2 /dashboard, D7).
export type DashboardDto = {
  person: {
    name: string | null;
    city: string | null;
    markets: string[];
    roleTypes: string[];
  };
  completeness: { percent: number; missing: CompletenessCheck[] };
  trackApplication: TrackApplicationStateDto;
  // D7: "my applications" are the person's opportunity applications, newest first.
  opportunityApplications: {
    items: {
      id: string;
      opportunityId: string;
      title: string;
      status: OpportunityApplicationStatus;
      // The event's day, if it has one (issue 20: an accepted one can go in a calendar).
      date: string | null;
      createdAt: string;
    }[];
    total: number;
  };
  // D7: "available positions" are the newest open opportunities.
  openOpportunities: {
    id: string;
    title: string;
    city: string | null;
    date: string | null;
    opportunityType: OpportunityType;
  }[];
};

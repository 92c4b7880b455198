import type { OpportunityApplicationStatus } from '@shared/domain-values';

export type MyOpportunityApplicationDto = {
  id: string;
  opportunityId: string;
  status: OpportunityApplicationStatus;
  createdAt: string;
};

// GET /api/opportunities/:id/application: the signed-in person's application, if any.
export type MyApplicationStateDto = { application: MyOpportunityApplicationDto | null };

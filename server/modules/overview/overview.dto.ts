import type { CountDto } from '@shared/counts';

// spec §2 /admin/overview: four counts, exact up to 10,000 and estimated past it (issue 17).
export type OverviewDto = {
  totalOpportunities: CountDto;
  totalApplications: CountDto;
  pendingReview: CountDto;
  acceptedThisMonth: CountDto;
};

import type { CountDto } from '@shared/counts';

// spec §2 /admin/overview: four counts, exact up to 10,000 and estimated past it (issue 17).
export type OverviewDto = {
  totalOpportunities: CountDto;
  totalApplications: CountDto;
  pendingReview: CountDto;
  acceptedThisMonth: CountDto;
  // Issue 19: the first day of the month 'Accepted This Month' counts from (YYYY-MM-DD), so
  // the card links to the same list (status booked, changed since that day).
  acceptedSince: string;
};

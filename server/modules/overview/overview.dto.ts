// spec §2 /admin/overview: four counts.
export type OverviewDto = {
  totalOpportunities: number;
  totalApplications: number;
  pendingReview: number;
  acceptedThisMonth: number;
};

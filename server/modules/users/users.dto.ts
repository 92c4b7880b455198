import type { PagedList } from '@shared/pagination';

// spec §2 /admin/users card and /admin/user/:id.
export type UserSummaryDto = {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  school: string | null;
  roleTypes: string[];
  status: string;
  rank: string;
  xpTotal: number;
  missionsCompleted: number;
  createdAt: string;
};

export type UserStatsDto = { totalUsers: number; active: number; verifiedPlus: number };

export type UsersListDto = PagedList<UserSummaryDto> & { stats: UserStatsDto };

export type UserDetailDto = UserSummaryDto & {
  age: number | null;
  gradYear: number | null;
  instagram: string | null;
  tiktok: string | null;
  website: string | null;
  portfolio: string | null;
  hasAccount: boolean;
  applications: { id: string; track: string; status: string; opportunityTitle: string | null; createdAt: string }[];
  opportunityApplications: { id: string; opportunityId: string; title: string; status: string; createdAt: string }[];
};

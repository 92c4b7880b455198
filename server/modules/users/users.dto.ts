import type { CountDto } from '@shared/counts';
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

// Exact up to 10,000, estimated past it (issue 17).
export type UserStatsDto = { totalUsers: CountDto; active: CountDto; verifiedPlus: CountDto };

// `total` counts the matches exactly up to 10,000; `totalPrecision` says when it is more
// ("10,000+") or estimated ("about").
export type UsersListDto = PagedList<UserSummaryDto> & { totalPrecision: CountDto['precision']; stats: UserStatsDto };

export type UserDetailDto = UserSummaryDto & {
  age: number | null;
  gradYear: number | null;
  instagram: string | null;
  tiktok: string | null;
  website: string | null;
  portfolio: string | null;
  hasAccount: boolean;
  // D31: the caller's own record: another team member sets its status and rank.
  ownRecord: boolean;
  applications: { id: string; track: string; status: string; opportunityTitle: string | null; createdAt: string }[];
  opportunityApplications: { id: string; opportunityId: string; title: string; status: string; createdAt: string }[];
};

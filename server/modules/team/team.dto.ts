import type { TeamRole } from '@shared/domain-values';

// spec §2 /admin/team: name, phone, city and role badge of each admin and reviewer.
export type TeamMemberDto = {
  id: string;
  userId: string;
  role: TeamRole;
  email: string;
  // D30: whether the member has confirmed their address (grants made before it may not have).
  emailVerified: boolean;
  name: string | null;
  phone: string | null;
  city: string | null;
  createdAt: string;
};

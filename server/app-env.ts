import type { TeamRole } from '@shared/domain-values';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
};

// What the middleware chain puts on every request.
export type AppEnv = {
  Variables: {
    clientIp: string;
    user: SessionUser | null;
    sessionId: string | null;
    // Loaded from the database on each request that asks for a role (D12: role changes
    // take effect on the next request).
    roles: TeamRole[] | undefined;
  };
};

import type { TeamRole } from '@shared/domain-values';

// GET /api/session: who is signed in, and what the client needs to route them (spec §2 /auth).
export type SessionSummaryDto = {
  user: { id: string; name: string; email: string; emailVerified: boolean } | null;
  person: { id: string; name: string | null; hasProfile: boolean } | null;
  roles: TeamRole[];
  hasTrackApplication: boolean;
};

// GET /api/auth/known-device: has this browser been signed in to an account before (never which
// one)? /auth opens on Sign in when it has (docs/decisions/155).
export type KnownDeviceDto = { known: boolean };

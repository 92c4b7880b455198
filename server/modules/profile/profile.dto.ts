import type { ProfileValues } from '@shared/profile-schema';

// GET/PUT /api/profile: exactly the fields the person edits (spec §2 /profile). Status,
// rank, XP, missions, email and the account link are not part of it.
export type ProfileDto = ProfileValues & { id: string };

import { TRACKS, type Track } from '@shared/domain-values';
import type { ProfileValues } from '@shared/profile-schema';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { ProfileDto } from './profile.dto';
import { findProfileByUserId, type ProfileRow, updateProfileByUserId } from './profile.repo';

const isTrack = (value: string): value is Track => (TRACKS as readonly string[]).includes(value);

const toDto = (row: ProfileRow): ProfileDto => ({ ...row, roleTypes: row.roleTypes.filter(isTrack) });

// spec §6 / D14: a person reads and changes only their own profile — the one linked to the
// signed-in account. There is no way to name another.
export function createProfileService(db: Database) {
  return {
    async get(userId: string): Promise<ProfileDto> {
      const row = await findProfileByUserId(db, userId);
      if (!row) throw notFound('Profile not found');
      return toDto(row);
    },

    async update(userId: string, values: ProfileValues): Promise<ProfileDto> {
      const row = await updateProfileByUserId(db, userId, values);
      if (!row) throw notFound('Profile not found');
      return toDto(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

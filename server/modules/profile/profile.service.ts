import { TRACKS } from '@shared/domain-values';
import { PROFILE_GENRES, PROFILE_MARKETS, PROFILE_SKILLS } from '@shared/profile-options';
import type { ProfileValues } from '@shared/profile-schema';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { ProfileDto } from './profile.dto';
import { findProfileByUserId, type ProfileRow, updateProfileByUserId } from './profile.repo';

// The checkbox groups hold the spec §9 values; anything else in a row (written outside the
// form) is not shown, and so not sent back.
const known = <Value extends string>(allowed: readonly Value[], stored: string[]): Value[] =>
  allowed.filter((value) => stored.includes(value));

const toDto = (row: ProfileRow): ProfileDto => ({
  ...row,
  roleTypes: known(TRACKS, row.roleTypes),
  markets: known(PROFILE_MARKETS, row.markets),
  skills: known(PROFILE_SKILLS, row.skills),
  genres: known(PROFILE_GENRES, row.genres),
});

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

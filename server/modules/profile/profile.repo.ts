import { eq, sql } from 'drizzle-orm';
import type { ProfileValues } from '@shared/profile-schema';
import type { Executor } from '../../db/database';
import { people } from '../../db/schema/people';

// The editable columns only: the profile never reads or writes status, rank, XP, missions,
// email or user_id.
const profileColumns = {
  id: people.id,
  name: people.name,
  phone: people.phone,
  age: people.age,
  city: people.city,
  state: people.state,
  travelRadius: people.travelRadius,
  school: people.school,
  gradYear: people.gradYear,
  greekAffiliation: people.greekAffiliation,
  hasCar: people.hasCar,
  experienceLevel: people.experienceLevel,
  roleTypes: people.roleTypes,
  markets: people.markets,
  skills: people.skills,
  genres: people.genres,
  instagram: people.instagram,
  tiktok: people.tiktok,
  website: people.website,
  portfolio: people.portfolio,
  equipment: people.equipment,
  availabilityNote: people.availabilityNote,
};

export async function findProfileByUserId(executor: Executor, userId: string) {
  const [row] = await executor.select(profileColumns).from(people).where(eq(people.userId, userId)).limit(1);
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileByUserId>>>;

// The person is found by the signed-in account, never by an id from the request.
export async function updateProfileByUserId(
  executor: Executor,
  userId: string,
  values: ProfileValues,
): Promise<ProfileRow | undefined> {
  const [row] = await executor
    .update(people)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(people.userId, userId))
    .returning(profileColumns);
  return row;
}

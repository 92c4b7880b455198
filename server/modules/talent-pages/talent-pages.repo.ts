import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';

// D34: only what a public page may show is ever read here (never age, email, phone, school, or
// anything staff wrote).
const pageColumns = {
  personId: people.id,
  handle: people.publicHandle,
  publicName: people.publicName,
  bio: people.publicBio,
  published: people.publicPagePublished,
  indexable: people.publicPageIndexable,
};

export type PublicPageSettingsRow = {
  handle: string | null;
  publicName: string | null;
  bio: string | null;
  published: boolean;
  indexable: boolean;
};

export async function findSettingsOfUser(executor: Executor, userId: string) {
  const [row] = await executor.select(pageColumns).from(people).where(eq(people.userId, userId));
  return row;
}

export async function isHandleTakenByAnother(executor: Executor, handle: string, personId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.publicHandle, handle), ne(people.id, personId)));
  return Boolean(row);
}

export async function updateSettings(executor: Executor, personId: string, settings: PublicPageSettingsRow) {
  await executor
    .update(people)
    .set({
      publicHandle: settings.handle,
      publicName: settings.publicName,
      publicBio: settings.bio,
      publicPagePublished: settings.published,
      publicPageIndexable: settings.indexable,
    })
    .where(eq(people.id, personId));
}

export async function findPublishedPage(executor: Executor, handle: string) {
  const [row] = await executor
    .select({
      ...pageColumns,
      name: people.name,
      tracks: people.roleTypes,
      genres: people.genres,
      skills: people.skills,
      markets: people.markets,
    })
    .from(people)
    .where(and(eq(people.publicHandle, handle), eq(people.publicPagePublished, true)));
  return row;
}

// The public opportunities they are booked for (accepted, or done), latest first.
export async function findBookings(executor: Executor, personId: string, limit: number) {
  return executor
    .select({ id: opportunities.id, title: opportunities.title, city: opportunities.city, date: opportunities.date })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .where(
      and(
        eq(opportunityApplications.personId, personId),
        inArray(opportunityApplications.status, ['accepted', 'completed']),
        ne(opportunities.status, 'draft'),
      ),
    )
    .orderBy(sql`${opportunities.date} desc nulls last`, desc(opportunities.createdAt))
    .limit(limit);
}

// The sitemap: only pages whose person asked to be found.
export async function listIndexableHandles(executor: Executor): Promise<{ handle: string; updatedAt: Date }[]> {
  const rows = await executor
    .select({ handle: people.publicHandle, updatedAt: people.updatedAt })
    .from(people)
    .where(and(eq(people.publicPagePublished, true), eq(people.publicPageIndexable, true)))
    .orderBy(people.publicHandle);
  return rows.flatMap((row) => (row.handle ? [{ handle: row.handle, updatedAt: row.updatedAt }] : []));
}

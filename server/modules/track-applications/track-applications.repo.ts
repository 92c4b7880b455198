import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Track } from '@shared/domain-values';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import type { WizardDraft } from '@shared/track-application-draft';
import { people } from '../../db/schema/people';
import { trackApplicationDrafts } from '../../db/schema/track-application-drafts';
import { applications } from '../../db/schema/track-applications';

// docs/decisions/004: "the person's track application" is the one not superseded. `lock`
// holds its row until the transaction ends, so two replacements cannot both proceed.
export async function findCurrentTrackApplication(
  executor: Executor,
  personId: string,
  options: { lock?: boolean } = {},
) {
  const query = executor
    .select()
    .from(applications)
    .where(and(eq(applications.personId, personId), isNull(applications.supersededAt)))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export type TrackApplicationRow = typeof applications.$inferSelect;

// D10: marks an archived application as replaced, only if it still is the current one and
// was archived before `archivedBefore` (an archive without a time counts from its last update).
export async function supersedeArchivedApplication(
  executor: Executor,
  applicationId: string,
  archivedBefore: Date,
): Promise<boolean> {
  const rows = await executor
    .update(applications)
    .set({ supersededAt: sql`now()` })
    .where(
      and(
        eq(applications.id, applicationId),
        isNull(applications.supersededAt),
        eq(applications.status, 'archived'),
        sql`coalesce(${applications.archivedAt}, ${applications.updatedAt}) <= ${archivedBefore.toISOString()}`,
      ),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function insertTrackApplication(
  executor: Executor,
  values: {
    personId: string;
    track: Track;
    targetMarkets: string[];
    targetCity: string | null;
    answers: Record<string, unknown>;
    consentedAt: Date;
  },
): Promise<TrackApplicationRow> {
  const [row] = await executor
    .insert(applications)
    .values({
      personId: values.personId,
      track: values.track,
      targetMarkets: values.targetMarkets,
      targetCity: values.targetCity,
      answersJson: values.answers,
      status: 'submitted',
      consentedAt: values.consentedAt,
    })
    .returning();
  if (!row) throw new Error('The track application was not written');
  return row;
}

const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

// The stored list, then the chosen values it lacks, in the order chosen.
const mergedInto = (column: AnyPgColumn, chosen: readonly string[]): SQL =>
  sql`${column} || array(
    select value from unnest(${textArray(chosen)}) with ordinality as chosen(value, position)
    where not (value = any(${column})) order by position)`;

// spec §7 wizard: the person gets the answers of step 1 (and the school, graduation year and
// experience level the track asked for; an ops person's transport, a performer's genres); the
// track joins their interested tracks and the target markets their markets (docs/decisions/020,
// 093). Arrays are merged in SQL so a concurrent profile edit is not overwritten with a stale
// copy.
export async function applyWizardToPerson(
  executor: Executor,
  personId: string,
  values: {
    age: number;
    city: string;
    state: string;
    travelRadius: string | null;
    school?: string;
    gradYear?: number;
    experienceLevel?: string;
    hasCar?: boolean;
    genres?: string[];
    track: Track;
    targetMarkets: string[];
  },
): Promise<void> {
  await executor
    .update(people)
    .set({
      age: values.age,
      city: values.city,
      state: values.state,
      travelRadius: values.travelRadius,
      ...(values.school !== undefined ? { school: values.school } : {}),
      ...(values.gradYear !== undefined ? { gradYear: values.gradYear } : {}),
      ...(values.experienceLevel !== undefined ? { experienceLevel: values.experienceLevel } : {}),
      ...(values.hasCar !== undefined ? { hasCar: values.hasCar } : {}),
      ...(values.genres !== undefined ? { genres: mergedInto(people.genres, values.genres) } : {}),
      roleTypes: sql`case when ${values.track}::text = any(${people.roleTypes}) then ${people.roleTypes}
        else array_append(${people.roleTypes}, ${values.track}::text) end`,
      markets: mergedInto(people.markets, values.targetMarkets),
      updatedAt: sql`now()`,
    })
    .where(eq(people.id, personId));
}

export async function findDraft(executor: Executor, personId: string) {
  const [row] = await executor
    .select({ values: trackApplicationDrafts.values, updatedAt: trackApplicationDrafts.updatedAt })
    .from(trackApplicationDrafts)
    .where(eq(trackApplicationDrafts.personId, personId))
    .limit(1);
  return row;
}

export type DraftRow = NonNullable<Awaited<ReturnType<typeof findDraft>>>;

export async function saveDraft(executor: Executor, personId: string, values: WizardDraft): Promise<DraftRow> {
  const [row] = await executor
    .insert(trackApplicationDrafts)
    .values({ personId, values })
    .onConflictDoUpdate({ target: trackApplicationDrafts.personId, set: { values, updatedAt: sql`now()` } })
    .returning({ values: trackApplicationDrafts.values, updatedAt: trackApplicationDrafts.updatedAt });
  if (!row) throw new Error('The draft was not saved');
  return row;
}

export async function deleteDraft(executor: Executor, personId: string): Promise<void> {
  await executor.delete(trackApplicationDrafts).where(eq(trackApplicationDrafts.personId, personId));
}

import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Track } from '@shared/domain-values';
import type { Executor } from '../../db/database';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';

// spec §7 routing decision after sign-in: does the person hold a (current) track application?
export async function personHasTrackApplication(executor: Executor, personId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.personId, personId), isNull(applications.supersededAt)))
    .limit(1);
  return rows.length > 0;
}

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

// spec §7 wizard: the person gets the answers of step 1 (and the school, graduation year and
// experience level the track asked for); the track joins their interested tracks and the
// target markets their markets (docs/decisions/020). Arrays are merged in SQL so a
// concurrent profile edit is not overwritten with a stale copy.
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
      roleTypes: sql`case when ${values.track}::text = any(${people.roleTypes}) then ${people.roleTypes}
        else array_append(${people.roleTypes}, ${values.track}::text) end`,
      markets: sql`${people.markets} || array(
        select market from unnest(${textArray(values.targetMarkets)}) with ordinality as chosen(market, position)
        where not (market = any(${people.markets})) order by position)`,
      updatedAt: sql`now()`,
    })
    .where(eq(people.id, personId));
}

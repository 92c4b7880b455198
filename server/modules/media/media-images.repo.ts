import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { MediaKind } from '@shared/media';
import type { Executor } from '../../db/database';
import { mediaDeletions, mediaImages } from '../../db/schema/media';
import { opportunities } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';

export type MediaImageRow = typeof mediaImages.$inferSelect;
export type NewMediaImageRow = typeof mediaImages.$inferInsert;

// One content at a time: saving its files and naming it in a row, or deleting its files once no
// row names it (the sweep), never overlap (a transaction-scoped advisory lock on its key).
export async function lockContent(executor: Executor, contentKey: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media:${contentKey}`}, 0))`);
}

export async function findPersonIdOfUser(executor: Executor, userId: string): Promise<string | undefined> {
  const [row] = await executor.select({ id: people.id }).from(people).where(eq(people.userId, userId));
  return row?.id;
}

export async function personExists(executor: Executor, personId: string): Promise<boolean> {
  const rows = await executor.select({ id: people.id }).from(people).where(eq(people.id, personId));
  return rows.length > 0;
}

export async function opportunityExists(executor: Executor, opportunityId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return rows.length > 0;
}

// Holds the opportunity's row until the transaction ends (one flyer change at a time); false
// when there is no such opportunity.
export async function lockOpportunity(executor: Executor, opportunityId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId))
    .for('update');
  return rows.length > 0;
}

export async function insertMediaImage(executor: Executor, values: NewMediaImageRow): Promise<MediaImageRow> {
  const [row] = await executor.insert(mediaImages).values(values).returning();
  if (!row) throw new Error('media image not inserted');
  return row;
}

// The profile photo first, then the gallery in its order.
export async function findImagesOfPerson(executor: Executor, personId: string): Promise<MediaImageRow[]> {
  return executor
    .select()
    .from(mediaImages)
    .where(eq(mediaImages.personId, personId))
    .orderBy(sql`${mediaImages.kind} = 'gallery'`, asc(mediaImages.position), asc(mediaImages.createdAt));
}

export async function findImage(executor: Executor, imageId: string): Promise<MediaImageRow | undefined> {
  const [row] = await executor.select().from(mediaImages).where(eq(mediaImages.id, imageId));
  return row;
}

export async function findFlyer(executor: Executor, opportunityId: string): Promise<MediaImageRow | undefined> {
  const [row] = await executor.select().from(mediaImages).where(eq(mediaImages.opportunityId, opportunityId));
  return row;
}

// The flyers of a page of opportunities (a list, its cards).
export async function findFlyers(executor: Executor, opportunityIds: string[]): Promise<MediaImageRow[]> {
  if (opportunityIds.length === 0) return [];
  return executor.select().from(mediaImages).where(inArray(mediaImages.opportunityId, opportunityIds));
}

// The profile photos of a page of people (the back office's lists).
export async function findProfilePhotos(executor: Executor, personIds: string[]): Promise<MediaImageRow[]> {
  if (personIds.length === 0) return [];
  return executor
    .select()
    .from(mediaImages)
    .where(and(eq(mediaImages.kind, 'profile_photo'), inArray(mediaImages.personId, personIds)));
}

export async function countImagesOfPerson(executor: Executor, personId: string, kind: MediaKind): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(mediaImages)
    .where(and(eq(mediaImages.personId, personId), eq(mediaImages.kind, kind)));
  return row?.count ?? 0;
}

// A person's image of one kind (so never another person's): the row removed, if there was one.
export async function deleteImageOfPerson(
  executor: Executor,
  personId: string,
  kind: MediaKind,
  imageId?: string,
): Promise<MediaImageRow | undefined> {
  const [row] = await executor
    .delete(mediaImages)
    .where(
      and(
        eq(mediaImages.personId, personId),
        eq(mediaImages.kind, kind),
        imageId === undefined ? undefined : eq(mediaImages.id, imageId),
      ),
    )
    .returning();
  return row;
}

export async function deleteImage(executor: Executor, imageId: string): Promise<MediaImageRow | undefined> {
  const [row] = await executor.delete(mediaImages).where(eq(mediaImages.id, imageId)).returning();
  return row;
}

export async function deleteFlyer(executor: Executor, opportunityId: string): Promise<MediaImageRow | undefined> {
  const [row] = await executor.delete(mediaImages).where(eq(mediaImages.opportunityId, opportunityId)).returning();
  return row;
}

export async function updateGalleryCaption(
  executor: Executor,
  personId: string,
  imageId: string,
  caption: string | null,
): Promise<MediaImageRow | undefined> {
  const [row] = await executor
    .update(mediaImages)
    .set({ caption })
    .where(and(eq(mediaImages.id, imageId), eq(mediaImages.personId, personId), eq(mediaImages.kind, 'gallery')))
    .returning();
  return row;
}

// Each id's place in `ids` becomes its position.
export async function updateGalleryPositions(executor: Executor, personId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(mediaImages)
    .set({ position: sql`array_position(${sql.param(ids)}::uuid[], ${mediaImages.id}) - 1` })
    .where(and(eq(mediaImages.personId, personId), eq(mediaImages.kind, 'gallery'), inArray(mediaImages.id, ids)));
}

export async function nextGalleryPosition(executor: Executor, personId: string): Promise<number> {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${mediaImages.position}) + 1, 0)::int` })
    .from(mediaImages)
    .where(and(eq(mediaImages.personId, personId), eq(mediaImages.kind, 'gallery')));
  return row?.next ?? 0;
}

export async function isContentInUse(executor: Executor, contentKey: string): Promise<boolean> {
  const rows = await executor
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(eq(mediaImages.contentKey, contentKey))
    .limit(1);
  return rows.length > 0;
}

// Contents whose files may be left over: their last image went (the table's trigger queues
// them), or saving an image failed after its files were written.
export async function queueContentDeletion(executor: Executor, contentKey: string): Promise<void> {
  await executor.insert(mediaDeletions).values({ contentKey }).onConflictDoNothing();
}

export async function listQueuedDeletions(executor: Executor, limit: number): Promise<string[]> {
  const rows = await executor
    .select({ contentKey: mediaDeletions.contentKey })
    .from(mediaDeletions)
    .orderBy(asc(mediaDeletions.queuedAt))
    .limit(limit);
  return rows.map((row) => row.contentKey);
}

export async function dequeueDeletion(executor: Executor, contentKey: string): Promise<void> {
  await executor.delete(mediaDeletions).where(eq(mediaDeletions.contentKey, contentKey));
}

export async function findMediaLinks(executor: Executor, personId: string): Promise<string[]> {
  const [row] = await executor.select({ links: people.mediaLinks }).from(people).where(eq(people.id, personId));
  return row?.links ?? [];
}

export async function updateMediaLinks(executor: Executor, personId: string, links: string[]): Promise<void> {
  await executor.update(people).set({ mediaLinks: links, updatedAt: sql`now()` }).where(eq(people.id, personId));
}

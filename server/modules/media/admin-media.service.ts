import { isUuid } from '@shared/ids';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repo';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOrNotFound } from '../opportunities/opportunity-id';
import { type Crop, processImage } from './image-pipeline';
import { imageColumns, keepImage } from './keep-image';
import {
  deleteFlyer,
  deleteImage,
  findFlyer,
  insertMediaImage,
  lockOpportunity,
  type MediaImageRow,
  opportunityExists,
} from './media-images.repo';
import type { MediaStore } from './media-store';
import { type FlyerDto, type ImageDto, toImageDto } from './media.dto';
import { IMAGE_NOT_FOUND } from './profile-media.service';

export const NO_FLYER = 'This opportunity has no flyer';

// D33: an admin removes any image, and the activity feed says who removed what of whom.
async function recordRemoval(executor: Executor, actorId: string, row: MediaImageRow): Promise<void> {
  const flyer = row.kind === 'flyer';
  await recordActivity(executor, {
    userId: actorId,
    actionType: 'media_removed',
    entityType: flyer ? 'opportunity' : 'person',
    entityId: (flyer ? row.opportunityId : row.personId) ?? '',
    details: { kind: row.kind, imageId: row.id, ...(row.caption ? { caption: row.caption } : {}) },
  });
}

// D33 in the back office: an opportunity's flyer (admins), and removing any image.
// A flyer change also drops the public reads this process keeps at once (the change notice of
// migration 0021 reaches every process a moment later).
export function createAdminMediaService(db: Database, store: MediaStore, onFlyerChanged: () => void = () => {}) {
  return {
    async flyerOf(rawId: string): Promise<FlyerDto> {
      const opportunityId = opportunityIdOrNotFound(rawId);
      if (!(await opportunityExists(db, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
      const found = await findFlyer(db, opportunityId);
      return { flyer: found ? toImageDto(found) : null };
    },

    // The new flyer replaces the old one; without a crop, the whole image is kept.
    async setFlyer(actorId: string, rawId: string, bytes: Buffer, crop: Crop | undefined): Promise<ImageDto> {
      const opportunityId = opportunityIdOrNotFound(rawId);
      if (!(await opportunityExists(db, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
      const image = await processImage(bytes, { kind: 'flyer', crop });
      const row = await keepImage(db, store, image, async (tx, saveFiles) => {
        if (!(await lockOpportunity(tx, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
        await saveFiles();
        await deleteFlyer(tx, opportunityId);
        return insertMediaImage(tx, { ...imageColumns(image), kind: 'flyer', opportunityId, uploadedBy: actorId });
      });
      onFlyerChanged();
      return toImageDto(row);
    },

    async removeFlyer(actorId: string, rawId: string): Promise<void> {
      const opportunityId = opportunityIdOrNotFound(rawId);
      await db.transaction(async (tx) => {
        if (!(await lockOpportunity(tx, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
        const removed = await deleteFlyer(tx, opportunityId);
        if (!removed) throw notFound(NO_FLYER);
        await recordRemoval(tx, actorId, removed);
      });
      onFlyerChanged();
    },

    async removeImage(actorId: string, rawId: string): Promise<void> {
      if (!isUuid(rawId)) throw notFound(IMAGE_NOT_FOUND);
      const removed = await db.transaction(async (tx) => {
        const row = await deleteImage(tx, rawId);
        if (!row) throw notFound(IMAGE_NOT_FOUND);
        await recordRemoval(tx, actorId, row);
        return row;
      });
      if (removed.kind === 'flyer') onFlyerChanged();
    },
  };
}

export type AdminMediaService = ReturnType<typeof createAdminMediaService>;

import { isUuid } from '@shared/ids';
import { GALLERY_FULL_MESSAGE, GALLERY_MAX } from '@shared/media';
import { recogniseMediaLink } from '@shared/media-links';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { lockPerson } from '../people/people.repo';
import { type Crop, processImage } from './image-pipeline';
import { imageColumns, keepImage } from './keep-image';
import {
  countImagesOfPerson,
  deleteImageOfPerson,
  findImagesOfPerson,
  findMediaLinks,
  findPersonIdOfUser,
  insertMediaImage,
  nextGalleryPosition,
  personExists,
  updateGalleryCaption,
  updateGalleryPositions,
  updateMediaLinks,
} from './media-images.repo';
import type { MediaStore } from './media-store';
import { type ImageDto, type ProfileMediaDto, toImageDto } from './media.dto';

export const IMAGE_NOT_FOUND = 'Image not found';
const GALLERY_ORDER_MESSAGE = 'Give every image of the gallery, once each';

// D33 on /profile: a person's photo, gallery and links. Only their own: the person is found by
// the signed-in account, and an image id is looked for among that person's images only (D14).
export function createProfileMediaService(db: Database, store: MediaStore) {
  async function personOf(userId: string): Promise<string> {
    const personId = await findPersonIdOfUser(db, userId);
    if (!personId) throw notFound('Profile not found');
    return personId;
  }

  async function mediaOf(personId: string): Promise<ProfileMediaDto> {
    const [images, links] = await Promise.all([findImagesOfPerson(db, personId), findMediaLinks(db, personId)]);
    const photo = images.find((row) => row.kind === 'profile_photo');
    return {
      photo: photo ? toImageDto(photo) : null,
      gallery: images.filter((row) => row.kind === 'gallery').map(toImageDto),
      links: links.map(recogniseMediaLink),
    };
  }

  const galleryImageId = (raw: string) => {
    if (!isUuid(raw)) throw notFound(IMAGE_NOT_FOUND);
    return raw;
  };

  return {
    async get(userId: string): Promise<ProfileMediaDto> {
      return mediaOf(await personOf(userId));
    },

    // Staff read any person's media (D12: reviewers see, and do not remove).
    async ofPerson(personId: string): Promise<ProfileMediaDto> {
      if (!isUuid(personId) || !(await personExists(db, personId))) throw notFound('Person not found');
      return mediaOf(personId);
    },

    // The new photo replaces the old one; without a crop, the middle square is kept.
    async setPhoto(userId: string, bytes: Buffer, crop: Crop | undefined): Promise<ImageDto> {
      const personId = await personOf(userId);
      const image = await processImage(bytes, { kind: 'profile_photo', crop: crop ?? 'square' });
      const row = await keepImage(db, store, image, async (tx, saveFiles) => {
        await lockPerson(tx, personId);
        await saveFiles();
        await deleteImageOfPerson(tx, personId, 'profile_photo');
        return insertMediaImage(tx, { ...imageColumns(image), kind: 'profile_photo', personId, uploadedBy: userId });
      });
      return toImageDto(row);
    },

    async removePhoto(userId: string): Promise<void> {
      await deleteImageOfPerson(db, await personOf(userId), 'profile_photo');
    },

    // Added last; at most GALLERY_MAX, counted again under the person's lock (two uploads at once).
    async addGalleryImage(userId: string, bytes: Buffer): Promise<ImageDto> {
      const personId = await personOf(userId);
      const full = async (executor: Executor) =>
        (await countImagesOfPerson(executor, personId, 'gallery')) >= GALLERY_MAX;
      if (await full(db)) throw conflict(GALLERY_FULL_MESSAGE);
      const image = await processImage(bytes, { kind: 'gallery' });
      const row = await keepImage(db, store, image, async (tx, saveFiles) => {
        await lockPerson(tx, personId);
        if (await full(tx)) throw conflict(GALLERY_FULL_MESSAGE);
        await saveFiles();
        const position = await nextGalleryPosition(tx, personId);
        return insertMediaImage(tx, {
          ...imageColumns(image),
          kind: 'gallery',
          personId,
          position,
          uploadedBy: userId,
        });
      });
      return toImageDto(row);
    },

    async captionGalleryImage(userId: string, rawId: string, caption: string | null): Promise<ImageDto> {
      const row = await updateGalleryCaption(db, await personOf(userId), galleryImageId(rawId), caption);
      if (!row) throw notFound(IMAGE_NOT_FOUND);
      return toImageDto(row);
    },

    async removeGalleryImage(userId: string, rawId: string): Promise<void> {
      const removed = await deleteImageOfPerson(db, await personOf(userId), 'gallery', galleryImageId(rawId));
      if (!removed) throw notFound(IMAGE_NOT_FOUND);
    },

    // Dragged or moved by keyboard: the whole new order, which must hold the gallery exactly.
    async orderGallery(userId: string, ids: string[]): Promise<ImageDto[]> {
      const personId = await personOf(userId);
      return db.transaction(async (tx) => {
        await lockPerson(tx, personId);
        const current = (await findImagesOfPerson(tx, personId)).filter((row) => row.kind === 'gallery');
        const wanted = new Set(ids.map((id) => id.toLowerCase()));
        if (wanted.size !== current.length || current.some((row) => !wanted.has(row.id))) {
          throw badRequest(GALLERY_ORDER_MESSAGE, [{ path: 'ids', message: GALLERY_ORDER_MESSAGE }]);
        }
        await updateGalleryPositions(tx, personId, [...wanted]);
        const ordered = (await findImagesOfPerson(tx, personId)).filter((row) => row.kind === 'gallery');
        return ordered.map(toImageDto);
      });
    },

    async setLinks(userId: string, links: string[]) {
      await updateMediaLinks(db, await personOf(userId), links);
      return { links: links.map(recogniseMediaLink) };
    },
  };
}

export type ProfileMediaService = ReturnType<typeof createProfileMediaService>;

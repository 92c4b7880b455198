import type { MediaKind } from '@shared/media';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import {
  dequeueDeletion,
  findImagesOfPerson,
  findPersonIdOfUser,
  isContentInUse,
  listQueuedDeletions,
  lockContent,
} from './media-images.repo';
import { contentKeyOf, isContentKey, isVariantName, originalName } from './media-names';
import type { MediaStore, OpenedMediaFile } from './media-store';
import { isGenuineOriginalLink, originalLink } from './original-links';
import { toImageDto } from './media.dto';

export type MediaExportEntry = {
  kind: MediaKind;
  position: number;
  caption: string | null;
  uploadedAt: string;
  // The image as the product shows it (a JPEG).
  image: string;
  original: { contentType: string; bytes: number; url: string; linkExpiresAt: string };
};

const SWEEP_BATCH = 50;

// D33: the files behind the images. A file is served only while an image names its content: an
// image removed (or gone with its account or opportunity) stops answering at once, and the
// sweep then deletes its files from the store.
export function createMediaFilesService(
  db: Database,
  store: MediaStore,
  options: { secret: string; siteUrl: string; clock: Clock },
) {
  return {
    // Is this a re-encoded width of an image that is still there?
    async servable(name: string): Promise<boolean> {
      return isVariantName(name) && isContentInUse(db, contentKeyOf(name));
    },

    open(name: string): Promise<OpenedMediaFile | undefined> {
      return store.open(name);
    },

    async openOriginal(link: {
      contentKey: string;
      expires: string | undefined;
      signature: string | undefined;
    }): Promise<OpenedMediaFile | undefined> {
      if (!isContentKey(link.contentKey) || !isGenuineOriginalLink(options.secret, link, options.clock.now())) {
        return undefined;
      }
      if (!(await isContentInUse(db, link.contentKey))) return undefined;
      return store.open(originalName(link.contentKey));
    },

    // D25: the person's images in their data export, each original by a signed link.
    async exportOf(userId: string): Promise<MediaExportEntry[]> {
      const personId = await findPersonIdOfUser(db, userId);
      if (!personId) return [];
      const now = options.clock.now();
      return (await findImagesOfPerson(db, personId)).map((row) => {
        const link = originalLink(options.secret, row.contentKey, now);
        return {
          kind: row.kind as MediaKind,
          position: row.position,
          caption: row.caption,
          uploadedAt: row.createdAt.toISOString(),
          image: `${options.siteUrl}${toImageDto(row).src}`,
          original: {
            contentType: row.originalType,
            bytes: row.originalBytes,
            url: `${options.siteUrl}${link.path}`,
            linkExpiresAt: link.expiresAt.toISOString(),
          },
        };
      });
    },

    // Deletes the files of every queued content no image names (periodic, in every process:
    // each content is handled under its lock, and deleting twice is harmless).
    async sweep(): Promise<number> {
      let deleted = 0;
      for (;;) {
        const keys = await listQueuedDeletions(db, SWEEP_BATCH);
        for (const contentKey of keys) {
          await db.transaction(async (tx) => {
            await lockContent(tx, contentKey);
            if (!(await isContentInUse(tx, contentKey))) {
              await store.removeContent(contentKey);
              deleted += 1;
            }
            await dequeueDeletion(tx, contentKey);
          });
        }
        if (keys.length < SWEEP_BATCH) return deleted;
      }
    },
  };
}

export type MediaFilesService = ReturnType<typeof createMediaFilesService>;

import type { Database, Transaction } from '../../db/database';
import type { ProcessedImage } from './image-pipeline';
import { lockContent, queueContentDeletion } from './media-images.repo';
import type { MediaStore } from './media-store';

// The columns a new image row takes from its processed upload.
export const imageColumns = (image: ProcessedImage) => ({
  contentKey: image.contentKey,
  width: image.width,
  height: image.height,
  widths: image.widths,
  originalType: image.originalType,
  originalBytes: image.originalBytes,
});

// Runs `write` in a transaction: it checks what it must (holding what it locks), then calls
// `saveFiles` and writes the image's row. The files are saved under the content's lock, so the
// sweep cannot delete them between saving and the row naming them; if anything fails after they
// were saved, the content is queued for the sweep, which deletes them unless a row names them.
export async function keepImage<Result>(
  db: Database,
  store: MediaStore,
  image: ProcessedImage,
  write: (tx: Transaction, saveFiles: () => Promise<void>) => Promise<Result>,
): Promise<Result> {
  let saved = false;
  try {
    return await db.transaction((tx) =>
      write(tx, async () => {
        await lockContent(tx, image.contentKey);
        saved = true;
        await store.save(image.files);
      }),
    );
  } catch (error) {
    if (saved) await queueContentDeletion(db, image.contentKey);
    throw error;
  }
}

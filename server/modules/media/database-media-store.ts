import type { Database } from '../../db/database';
import { contentKeyOf } from './media-names';
import type { MediaStore } from './media-store';
import { deleteMediaFilesOfContent, findMediaFileChunk, findMediaFileStart, insertMediaFile } from './media-files.repo';

// D33 by default: media in the database the app already uses, so that every app server on it
// reaches them and a backup of it holds them. A file is read a chunk at a time as it is sent.
export function createDatabaseMediaStore(db: Database): MediaStore {
  return {
    kind: 'database',

    async save(files) {
      await db.transaction(async (tx) => {
        for (const file of files) await insertMediaFile(tx, { ...file, contentKey: contentKeyOf(file.name) });
      });
    },

    async open(name) {
      const start = await findMediaFileStart(db, name);
      if (!start?.first) return undefined;
      const { first, chunkCount } = start;
      let next = 1;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(first);
          if (chunkCount === 1) controller.close();
        },
        async pull(controller) {
          const chunk = await findMediaFileChunk(db, name, next);
          if (!chunk) throw new Error(`The media file ${name} lost its chunk ${next}`);
          controller.enqueue(chunk);
          next += 1;
          if (next === chunkCount) controller.close();
        },
      });
      return { contentType: start.contentType, byteSize: start.byteSize, body };
    },

    async removeContent(contentKey) {
      await deleteMediaFilesOfContent(db, contentKey);
    },
  };
}

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mediaFileChunks, mediaFiles } from '../../db/schema/media';

// The database media store's rows: a file and its chunks (at most CHUNK_BYTES each).
const CHUNK_BYTES = 256 * 1024;

export type NewMediaFileRow = { name: string; contentKey: string; contentType: string; body: Uint8Array };

// A file already there (its name says its content) is left as it is.
export async function insertMediaFile(executor: Executor, file: NewMediaFileRow): Promise<void> {
  const chunkCount = Math.max(1, Math.ceil(file.body.length / CHUNK_BYTES));
  const inserted = await executor
    .insert(mediaFiles)
    .values({
      name: file.name,
      contentKey: file.contentKey,
      contentType: file.contentType,
      byteSize: file.body.length,
      chunkCount,
    })
    .onConflictDoNothing()
    .returning({ name: mediaFiles.name });
  if (inserted.length === 0) return;
  for (let seq = 0; seq < chunkCount; seq++) {
    const data = Buffer.from(file.body.buffer, file.body.byteOffset + seq * CHUNK_BYTES, chunkLength(file, seq));
    await executor.insert(mediaFileChunks).values({ fileName: file.name, seq, data });
  }
}

const chunkLength = (file: NewMediaFileRow, seq: number) => Math.min(CHUNK_BYTES, file.body.length - seq * CHUNK_BYTES);

// A file's facts and its first chunk in one round trip (most variants are one chunk).
export async function findMediaFileStart(executor: Executor, name: string) {
  const [row] = await executor
    .select({
      contentType: mediaFiles.contentType,
      byteSize: mediaFiles.byteSize,
      chunkCount: mediaFiles.chunkCount,
      first: mediaFileChunks.data,
    })
    .from(mediaFiles)
    .leftJoin(mediaFileChunks, and(eq(mediaFileChunks.fileName, mediaFiles.name), eq(mediaFileChunks.seq, 0)))
    .where(eq(mediaFiles.name, name));
  return row;
}

export async function findMediaFileChunk(executor: Executor, name: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await executor
    .select({ data: mediaFileChunks.data })
    .from(mediaFileChunks)
    .where(and(eq(mediaFileChunks.fileName, name), eq(mediaFileChunks.seq, seq)));
  return row?.data;
}

// Chunks go with their files (foreign key).
export async function deleteMediaFilesOfContent(executor: Executor, contentKey: string): Promise<void> {
  await executor.delete(mediaFiles).where(eq(mediaFiles.contentKey, contentKey));
}

// D33: where media files live, reached by every app server alike: the database by default
// (database-media-store.ts), an S3-compatible bucket when one is configured (s3-media-store.ts).
// The store knows files by name only; which names an image has is media-names.ts's business.

export type MediaFile = { name: string; contentType: string; body: Uint8Array };

export type OpenedMediaFile = {
  contentType: string;
  byteSize: number;
  // Read as it is sent: a large file is never held whole in memory.
  body: ReadableStream<Uint8Array>;
};

export type MediaStore = {
  kind: 'database' | 's3';
  // Writes each file; a file already there (same name, so same content) is left as it is.
  save(files: readonly MediaFile[]): Promise<void>;
  open(name: string): Promise<OpenedMediaFile | undefined>;
  // Deletes every file of one content (the names that start with `{contentKey}-`).
  removeContent(contentKey: string): Promise<void>;
};

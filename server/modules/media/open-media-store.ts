import type { Database } from '../../db/database';
import type { AppConfig } from '../../env';
import { createDatabaseMediaStore } from './database-media-store';
import type { MediaStore } from './media-store';

// The bucket when S3_* names one, else the database (D33). The AWS SDK (some 20 MB of memory)
// is loaded by a server that uses a bucket, at its first media call.
export function openMediaStore(storage: AppConfig['mediaStorage'], db: Database): MediaStore {
  if (storage.kind === 'database') return createDatabaseMediaStore(db);
  let loading: Promise<MediaStore> | undefined;
  const bucket = () => {
    loading ??= import('./s3-media-store').then((module) => module.createS3MediaStore(storage));
    return loading;
  };
  return {
    kind: 's3',
    save: async (files) => (await bucket()).save(files),
    open: async (name) => (await bucket()).open(name),
    removeContent: async (contentKey) => (await bucket()).removeContent(contentKey),
  };
}

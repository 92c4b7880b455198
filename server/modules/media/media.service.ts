import type { Database } from '../../db/database';
import type { AppConfig } from '../../env';
import type { Clock } from '../../lib/clock';
import { createAdminMediaService } from './admin-media.service';
import { createMediaFilesService } from './media-files.service';
import { openMediaStore } from './open-media-store';
import { createProfileMediaService } from './profile-media.service';

// D33 (issue 44, docs/decisions/190): images and links of people and opportunities, on one
// media store (the database, or an S3-compatible bucket).
export function createMediaService(
  db: Database,
  options: {
    storage: AppConfig['mediaStorage'];
    secret: string;
    siteUrl: string;
    clock: Clock;
    // A flyer is public data: the kept public reads are dropped when one changes.
    onFlyerChanged?: () => void;
  },
) {
  const store = openMediaStore(options.storage, db);
  return {
    profile: createProfileMediaService(db, store),
    admin: createAdminMediaService(db, store, options.onFlyerChanged),
    files: createMediaFilesService(db, store, options),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

import type { AppConfig } from '../env';
import type { Logger } from '../lib/logger';
import type { DatabaseHandle } from './database';
import { openEmbeddedDatabase } from './open-embedded';
import { openPostgres } from './open-postgres';

// D20: a PostgreSQL server when DATABASE_URL is set, otherwise the app's own under DATA_DIR.
export function openDatabase(config: AppConfig, logger: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolMax, logger);
  return openEmbeddedDatabase(config.dataDir, config.databasePoolMax, logger, config.databaseSharedBuffersMb);
}

import { join } from 'node:path';
import type { AppConfig } from '../env';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

// D6: a PostgreSQL server when DATABASE_URL is set, otherwise PGlite under DATA_DIR.
export function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolMax);
  return openPglite(pgliteDirectory(config.dataDir));
}

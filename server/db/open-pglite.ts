import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './database';
import { migrationsFolder } from './migrations-folder';

// D6: embedded PostgreSQL persisted under DATA_DIR. `dataDir` undefined means in memory
// (tests).
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const options = { extensions: { pg_trgm } };
  // PGlite reads its options from the first argument when no data directory is given.
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzle({ client }) as unknown as Database;
  return {
    db,
    dialect: 'pglite',
    migrate: () => migrate(drizzle({ client }), { migrationsFolder }),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return () => unsubscribe();
    },
    close: () => client.close(),
  };
}

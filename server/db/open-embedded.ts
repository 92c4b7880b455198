import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import type { DatabaseHandle } from './database';
import { startEmbeddedCluster } from './embedded/embedded-cluster';
import { openPostgres } from './open-postgres';

const APP_DATABASE = 'backline';

// D20: with no DATABASE_URL, the app starts its own PostgreSQL server under DATA_DIR and stops it
// when the database is closed (after the HTTP server has drained).
export async function openEmbeddedDatabase(
  dataDir: string,
  poolMax: number,
  logger: Logger,
  sharedBuffersMb?: number,
): Promise<DatabaseHandle> {
  const server = await startEmbeddedDatabase({ dataDir, logger, sharedBuffersMb });
  try {
    const database = await openPostgres(server.url, poolMax, logger);
    return {
      ...database,
      kind: 'embedded',
      async close() {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

// The embedded server with the app's database on it, for one process or (issue 43) for the
// several server processes its starter runs.
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  logger: Logger;
  sharedBuffersMb?: number;
  maxConnections?: number;
}): Promise<{ url: string; stop(): Promise<void> }> {
  refuseEarlierEmbeddedDatabase(options.dataDir);
  const cluster = await startEmbeddedCluster(options);
  try {
    await createDatabaseIfMissing(cluster.url('postgres'), APP_DATABASE);
    return { url: cluster.url(APP_DATABASE), stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function createDatabaseIfMissing(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

// Versions before decision 085 kept an in-process database (PGlite) in DATA_DIR/pglite. It cannot
// be read any more, and starting empty beside it would look like lost data: say what to do.
function refuseEarlierEmbeddedDatabase(dataDir: string) {
  const earlier = join(resolve(dataDir), 'pglite');
  if (!existsSync(earlier)) return;
  throw new Error(
    `${earlier} holds the database of an earlier Backline version (PGlite), which this version no longer reads: ` +
      'the embedded database is now a real PostgreSQL server (docs/decisions/085). Its data is not carried over. ' +
      `To start afresh (the demo content loads again), move it aside: mv "${earlier}" "${earlier}-old"`,
  );
}

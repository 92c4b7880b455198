import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import type { DatabaseHandle } from '../server/db/database';
import { runningClusterUrl } from '../server/db/embedded/embedded-cluster';
import { openEmbeddedDatabase } from '../server/db/open-embedded';
import { openPostgres } from '../server/db/open-postgres';
import { createLogger } from '../server/lib/logger';
import { DOOR_NIGHT_TITLE } from './door';
import { BENCH_IMAGES, countBenchImages, loadBenchMedia } from './media-data';
import { loadScaleData, SCALES } from './scale-data';
import { type BookingsDue, bookingsDue } from './event-night-job';
import { benchDataRoot, dataDir, databaseName, reuse, scale, serverUrl } from './settings';
import { LOAD_TEST_TITLE_PREFIX } from './user-load';

// The bench's database: loaded with the scale data set, or kept from an earlier run
// (BENCH_REUSE_DATA=1), on BENCH_DATABASE_URL's server or the app's embedded one.

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

// BENCH_DATABASE_URL's bench database, for the app's DATABASE_URL ('' for the embedded server).
export function appDatabaseUrl(): string {
  return serverUrl ? databaseUrl(serverUrl, databaseName) : '';
}

// The bench database while the server runs (the embedded server takes a new port at each start).
export function benchDatabaseUrl(): string {
  return serverUrl ? databaseUrl(serverUrl, databaseName) : runningClusterUrl(dataDir, 'backline');
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function isLoaded(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    // The load test's opportunities and the door's nights stay after a run: they are not the
    // scale's. A database loaded before the bench had conversations and images has to be loaded
    // again (issues 44 and 45).
    const counted = await client
      .query<{ opportunities: number; messages: number }>(
        `select (select count(*)::int from opportunities where title not like $1 and title <> $2) as opportunities,
           (select count(*)::int from thread_entries where kind = 'message') as messages`,
        [`${LOAD_TEST_TITLE_PREFIX} %`, DOOR_NIGHT_TITLE],
      )
      .catch(() => undefined);
    const size = SCALES[scale];
    const row = counted?.rows[0];
    if (row?.opportunities !== size.opportunities || row.messages !== size.messages) return false;
    return (await countBenchImages(client)) === BENCH_IMAGES;
  });
}

async function migrateAndLoad(database: DatabaseHandle, url: string, log: (message: string) => void): Promise<void> {
  await database.migrate();
  const started = Date.now();
  await withClient(url, async (client) => {
    await loadScaleData(client, scale, log);
    // Issue 44: through the app's upload pipeline and its database media store.
    await loadBenchMedia(database.db, client, log);
  });
  log(`scale data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// A reused database holds the admin of an earlier run, with that run's password: start-up would
// keep it and its old password (D30), so it goes and start-up makes this run's admin afresh.
async function forgetBenchAdmin(url: string, email: string): Promise<void> {
  await withClient(url, (client) => client.query('delete from "user" where email = $1', [email]));
}

// Made or reused, then the event night's job's figures read while it is open (before the app
// starts: the embedded server runs only while something has it open).
export async function prepareDatabase(adminEmail: string, log: (message: string) => void): Promise<BookingsDue> {
  // Made, or opened again, so that the embedded server's system user passes through (settings.ts).
  mkdirSync(benchDataRoot, { recursive: true });
  chmodSync(benchDataRoot, 0o755);
  if (!serverUrl) return prepareEmbeddedDatabase(adminEmail, log);
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`Bad BENCH_DATABASE_NAME ${databaseName}`);
  const url = databaseUrl(serverUrl, databaseName);
  const exists = await withClient(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    return found.rowCount === 1;
  });
  if (exists && reuse && (await isLoaded(url))) {
    await forgetBenchAdmin(url, adminEmail);
    log(`reusing the loaded database ${databaseName}`);
    return withClient(url, bookingsDue);
  }
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.query(`create database ${databaseName}`);
  });
  const database = await openPostgres(url, 2);
  try {
    await migrateAndLoad(database, url, log);
  } finally {
    await database.close();
  }
  return withClient(url, bookingsDue);
}

async function prepareEmbeddedDatabase(adminEmail: string, log: (message: string) => void): Promise<BookingsDue> {
  const logger = createLogger('warn');
  if (reuse) {
    const database = await openEmbeddedDatabase(dataDir, 2, logger);
    const url = runningClusterUrl(dataDir, 'backline');
    const loaded = await database.migrate().then(() => isLoaded(url));
    if (loaded) await forgetBenchAdmin(url, adminEmail);
    const due = loaded ? await withClient(url, bookingsDue) : undefined;
    await database.close();
    if (due) {
      log(`reusing the loaded embedded database in ${dataDir}`);
      return due;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openEmbeddedDatabase(dataDir, 2, logger);
  try {
    const url = runningClusterUrl(dataDir, 'backline');
    await migrateAndLoad(database, url, log);
    return await withClient(url, bookingsDue);
  } finally {
    await database.close();
  }
}

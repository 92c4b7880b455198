import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { clusterDirectory } from '../db/embedded/cluster-paths';
import { takeOverFromEarlierRun } from '../db/embedded/earlier-run';
import { type EmbeddedCluster, startEmbeddedCluster } from '../db/embedded/embedded-cluster';
import { openPostgres } from '../db/open-postgres';
import { testDatabaseUrl } from '../env';
import { createLogger } from '../lib/logger';
import { ensureServerBuilt } from './built-server';

// Vitest global set-up of the integration tests: one PostgreSQL server for the whole run, the
// embedded one (D20) unless TEST_DATABASE_URL names another, and one migrated template database
// that every test file copies (server/test/test-database.ts). The app is built first, for the
// tests that start it as its own process (built-server.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: string;
    testDatabaseTemplate: string;
  }
}

const CLUSTER_PREFIX = 'backline-test-postgres-';
// A cluster directory younger than this without an owner may be another run's, still starting.
const STARTING_GRACE_MS = 10 * 60_000;

// Each run has its own cluster, removed at the end. A run that was killed leaves its cluster
// (and maybe its server, still running): the next run stops and removes it.
async function removeAbandonedClusters() {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(CLUSTER_PREFIX))) {
    const dataDir = join(tmpdir(), name);
    const owned = existsSync(join(dataDir, 'postgres-owner'));
    if (!owned && Date.now() - statSync(dataDir).mtimeMs < STARTING_GRACE_MS) continue;
    try {
      await takeOverFromEarlierRun(dataDir, clusterDirectory(dataDir), createLogger('silent'));
      rmSync(dataDir, { recursive: true, force: true });
    } catch {
      // Another run is using it.
    }
  }
}

async function startTestCluster(): Promise<{ cluster: EmbeddedCluster; remove(): Promise<void> }> {
  await removeAbandonedClusters();
  const dataDir = mkdtempSync(join(tmpdir(), CLUSTER_PREFIX));
  const cluster = await startEmbeddedCluster({
    dataDir,
    logger: createLogger('warn'),
    // Test data is thrown away: no need to wait for the disk.
    durable: false,
    maxConnections: 300,
  });
  return {
    cluster,
    async remove() {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  ensureServerBuilt();
  const external = testDatabaseUrl();
  const embedded = external ? undefined : await startTestCluster();
  const serverUrl = external ?? embedded?.cluster.url('postgres') ?? '';
  const template = `backline_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${template}`));
  const database = await openPostgres(withDatabase(serverUrl, template), 2);
  await database.migrate();
  await database.buildConcurrently(createLogger('warn'));
  await database.close();
  project.provide('testDatabaseServer', serverUrl);
  project.provide('testDatabaseTemplate', template);

  return async () => {
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${template} with (force)`));
    await embedded?.remove();
  };
}

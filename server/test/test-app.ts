import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { createAuth } from '../modules/accounts/better-auth';
import { type AppConfig, loadConfig } from '../env';
import { createSettableClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TestClient } from './test-client';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The real Hono app on a real, fresh database, called in-process. With `database`, a new app
// (a restarted server: nothing kept in memory) on another test app's database, left open.
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string; serverEntry?: string; database?: TestDatabase } = {},
) {
  const { database: borrowed, ...appOptions } = options;
  const database: TestDatabase = borrowed ?? (await createTestDatabase());
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'backline-test-')),
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const logger = createLogger(config.logLevel);
  // Issue 42: the event night's rules are measured against this clock; tests move it.
  const clock = createSettableClock();
  const auth = createAuth({ config, db: database.db, secret: config.authSecret ?? '', port: config.port, logger });
  const { app, services, changeHub, backOfficeReads } = createApp({
    config,
    database,
    auth,
    logger,
    port: config.port,
    clock,
    ...appOptions,
  });
  return {
    app,
    auth,
    config,
    database,
    db: database.db,
    services,
    changeHub,
    backOfficeReads,
    clock,
    client: (clientOptions?: { address?: string }) => new TestClient(app, clientOptions),
    close: async () => {
      await changeHub.close();
      await services.opportunities.close();
      await backOfficeReads.close();
      if (!borrowed) await database.close();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

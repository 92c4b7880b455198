import type { DatabaseHandle } from './db/database';
import { loadDemoContentIfWanted } from './db/seed/load-demo-content';
import type { AppConfig } from './env';
import { loadOrCreateAuthSecret } from './lib/auth-secret';
import type { Logger } from './lib/logger';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuth } from './modules/accounts/better-auth';

// What is done once per start, whatever the number of server processes (issue 43): the
// migrations, the auth secret kept under DATA_DIR, the bootstrap admin (D4, D30) and the demo
// content (D9). One process does it before any serves.
export async function prepareDatabase(config: AppConfig, logger: Logger, database: DatabaseHandle): Promise<string> {
  await database.migrate();
  const secret = config.authSecret ?? loadOrCreateAuthSecret(config.dataDir);
  if (config.admin) {
    const auth = createAuth({ config, db: database.db, secret, port: config.port, logger });
    await createAccountsService(database.db, auth, logger).ensureBootstrapAdmin(config.admin);
  }
  await loadDemoContentIfWanted(database, config, logger);
  return secret;
}

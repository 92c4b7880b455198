import { openDatabase } from '../open-database';
import { loadConfig } from '../../env';
import { createLogger } from '../../lib/logger';
import { loadDemoContent } from './load-demo-content';

// `npm run seed:demo`: loads the demo content into the configured database (D9), once.
const config = loadConfig();
const database = await openDatabase(config, createLogger(config.logLevel));
try {
  await database.migrate();
  const loaded = await loadDemoContent(database);
  console.log(loaded ? 'Demo content loaded.' : 'Demo content was already loaded; nothing changed.');
} finally {
  await database.close();
}

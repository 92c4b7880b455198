import { runningClusterUrl } from './server/db/embedded/embedded-cluster';
import { openEmbeddedDatabase } from './server/db/open-embedded';
import { createLogger } from './server/lib/logger';
const dir = process.argv[2] ?? '';
const db = await openEmbeddedDatabase(dir, 2, createLogger('warn'));
await db.migrate();
console.log(runningClusterUrl(dir, 'backline'));
process.on('SIGTERM', async () => {
  await db.close();
  process.exit(0);
});
setInterval(() => {}, 1 << 30);

// The bare baseline as `npm run bench` runs it (bench/run.ts starts it beside the app): on
// BASELINE_PORT, on DATABASE_URL's database, with the app's pool size (DATABASE_POOL_MAX, 20 by
// default as in server/env.ts). The bench waits for its /api/health as for the app's.
import { openPostgres } from '../../server/db/open-postgres';
import { createBaselineServer } from './baseline-server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('The baseline needs DATABASE_URL');
const database = await openPostgres(url, Number(process.env.DATABASE_POOL_MAX ?? 20));
const server = createBaselineServer(database.db);
server.listen(Number(process.env.BASELINE_PORT ?? 3391), '127.0.0.1');
// Nothing to finish: the bench stops it between drives.
process.on('SIGTERM', () => process.exit(0));

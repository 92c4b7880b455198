import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { startServer } from '../../server/start-server';

// The end-to-end server: the app exactly as `npm start` runs it, plus a fixtures endpoint on
// a loopback port of its own for setup that no API offers on this branch (a person's D3
// profile, which the onboarding wizard fills). The port is written to DATA_DIR/fixtures-port.
const config = loadConfig();
const logger = createLogger(config.logLevel);
const running = await startServer(config, logger);

const fixtures = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', async () => {
    try {
      if (request.method !== 'POST' || request.url !== '/profile') throw new Error(`No fixture ${request.url}`);
      const input = JSON.parse(body) as { email: string; age: number; city: string; state: string };
      await running.database.db.execute(sql`
        update people set age = ${input.age}, city = ${input.city}, state = ${input.state}
        where lower(email) = lower(${input.email})`);
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(400).end(String(error));
    }
  });
});
await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
writeFileSync(join(config.dataDir, 'fixtures-port'), String((fixtures.address() as AddressInfo).port));

const shutdown = () => {
  fixtures.close();
  running.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

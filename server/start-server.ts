import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { loadDemoContentIfWanted } from './db/seed/load-demo-content';
import { type AppConfig, baseUrl } from './env';
import { loadOrCreateAuthSecret } from './lib/auth-secret';
import type { Logger } from './lib/logger';
import { ensurePrivateDirectory } from './lib/private-files';
import { createEmailWorker } from './modules/email/email-worker';
import { createMailTransport } from './modules/email/email-transport';

export const builtClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
export const builtServerEntry = fileURLToPath(new URL('../dist/server/entry-server.js', import.meta.url));

// How long shutdown waits for requests in flight before closing their connections.
const SHUTDOWN_GRACE_MS = 10_000;

// Issue 18 (finding 12): how long a client may take to send a request. Node's defaults (five
// minutes for a request, a minute for its headers, checked every 30 s) let a client that
// sends a body a byte at a time hold a connection for minutes. A browser sends its headers at
// once and our largest body is 100 KB; a response (a live stream included) is not limited.
export type RequestTimeouts = {
  // Until the headers have arrived.
  headersMs: number;
  // Until the whole request, body included, has arrived.
  requestMs: number;
  // How often Node looks for requests past these limits.
  checkEveryMs: number;
};
export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1_000 };

export type RunningServer = {
  url: string;
  database: DatabaseHandle;
  httpServer: Server;
  stop(): Promise<void>;
};

// MAIL_FROM, or (only without SMTP_URL, where nothing leaves the machine) the product's name
// at this server's host.
function mailFrom(config: AppConfig): string {
  if (config.mailFrom) return config.mailFrom;
  return `"${config.appName.replace(/["\\]/g, '')}" <no-reply@${new URL(baseUrl(config)).hostname}>`;
}

export async function startServer(
  config: AppConfig,
  logger: Logger,
  options: { timeouts?: RequestTimeouts } = {},
): Promise<RunningServer> {
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  ensurePrivateDirectory(config.dataDir);
  const database = await openDatabase(config, logger);
  await database.migrate();
  const auth = createAuth({
    config,
    db: database.db,
    secret: config.authSecret ?? loadOrCreateAuthSecret(config.dataDir),
    port: config.port,
    logger,
  });
  const { app, services, changeHub } = createApp({
    config,
    database,
    auth,
    logger,
    port: config.port,
    clientDir: config.serveClient ? builtClientDir : undefined,
    serverEntry: config.serveClient ? builtServerEntry : undefined,
  });
  if (config.admin) await services.accounts.ensureBootstrapAdmin(config.admin);
  await loadDemoContentIfWanted(database, config, logger);
  // Public opportunity reads are kept from now on, and dropped on every change (decision 017).
  await services.opportunities.watchChanges();

  // Issue 7: every server process runs an email worker; they share the outbox safely.
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: mailFrom(config),
    dataDir: config.dataDir,
    logger,
  });
  const emailWorker = createEmailWorker({ database, transport, logger });
  await emailWorker.start();
  logger.info(`Email goes to ${transport.description}`);

  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          connectionsCheckingInterval: timeouts.checkEveryMs,
        },
      },
      () => resolve(created as Server),
    ) as Server;
    created.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Stop accepting connections; requests in flight finish (idle keep-alive sockets close now).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Live streams never finish on their own: end them (browsers reconnect elsewhere).
      await changeHub.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(force);
      // The email being sent finishes; the rest stays in the outbox for the next start.
      await emailWorker.stop();
      await services.opportunities.close();
      await database.close();
    })();
    return stopping;
  };
  return { url, database, httpServer: server, stop };
}

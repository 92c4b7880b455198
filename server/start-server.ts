import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { loadDemoContentIfWanted } from './db/seed/load-demo-content';
import { type AppConfig, baseUrl } from './env';
import { builtClientDir, builtServerEntry } from './lib/app-paths';
import { loadOrCreateAuthSecret } from './lib/auth-secret';
import type { Logger } from './lib/logger';
import { ensurePrivateDirectory } from './lib/private-files';
import { trackRequestsInFlight } from './lib/requests-in-flight';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics.routes';
import { readOutboxDepth } from './modules/email/email-outbox.repo';
import { createEmailWorker } from './modules/email/email-worker';
import { startPeriodicJobs } from './lib/periodic-jobs';
import { createMailTransport } from './modules/email/email-transport';
import { type StartingStage, startingAnswer } from './modules/health/starting-answer';

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
  // With METRICS_PORT: where /metrics listens.
  metricsUrl?: string;
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

type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

function listen(fetch: FetchHandler, port: number, hostname: string, timeouts: RequestTimeouts): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const created = serve(
      {
        fetch,
        port,
        hostname,
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
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

// Issue 21: the server listens at once and answers for itself while it starts (alive, not
// ready: starting-answer.ts); once the database is migrated and the app built, the app answers.
export async function startServer(
  config: AppConfig,
  logger: Logger,
  options: { timeouts?: RequestTimeouts } = {},
): Promise<RunningServer> {
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  ensurePrivateDirectory(config.dataDir);
  let stage: StartingStage = 'database';
  let handler: FetchHandler = (request) => startingAnswer(request, stage);
  const requests = trackRequestsInFlight(async (request: Request, env: unknown) => handler(request, env));
  const server = await listen(requests.handle, config.port, config.host, timeouts);

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(config, logger);
    stage = 'migrations';
    await database.migrate();
    stage = 'services';
    return await startServices(config, logger, {
      server,
      database,
      setHandler: (next) => (handler = next),
      requestsSettled: requests.settled,
    });
  } catch (error) {
    server.closeAllConnections();
    await closeServer(server);
    await database?.close().catch(() => {});
    throw error;
  }
}

async function startServices(
  config: AppConfig,
  logger: Logger,
  {
    server,
    database,
    setHandler,
    requestsSettled,
  }: {
    server: Server;
    database: DatabaseHandle;
    setHandler(next: FetchHandler): void;
    requestsSettled(timeoutMs: number): Promise<void>;
  },
): Promise<RunningServer> {
  const { port } = server.address() as AddressInfo;
  const metrics = createMetrics();
  const secret = config.authSecret ?? loadOrCreateAuthSecret(config.dataDir);
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    port: config.port,
    logger,
  });
  // Issue 7: every server process runs an email worker; they share the outbox safely.
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: mailFrom(config),
    dataDir: config.dataDir,
    logger,
  });
  const emailWorker = createEmailWorker({
    database,
    transport,
    logger,
    onDelivery: (result) => metrics.emailDelivery(result),
  });
  let stopping: Promise<void> | undefined;
  const { app, services, changeHub, backOfficeReads } = createApp({
    signingSecret: secret,
    config,
    database,
    auth,
    logger,
    port: config.port,
    clientDir: config.serveClient ? builtClientDir : undefined,
    serverEntry: config.serveClient ? builtServerEntry : undefined,
    metrics,
    emailWorker: () => emailWorker.health(),
    stopping: () => stopping !== undefined,
  });
  metrics.watch({
    databasePool: database.poolUse,
    outbox: () => readOutboxDepth(database.db),
    liveStreams: () => changeHub.subscriberCount,
    openConnections: () =>
      new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count))),
  });
  if (config.admin) await services.accounts.ensureBootstrapAdmin(config.admin);
  await loadDemoContentIfWanted(database, config, logger);
  // Public opportunity reads are kept from now on, and dropped on every change (decision 017).
  await services.opportunities.watchChanges();
  // And the back office's busiest lists (decision 133).
  await backOfficeReads.watchChanges();
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer(metrics, { port: config.metrics.port, host: config.metrics.host });
  const metricsUrl = metricsServer
    ? `http://${config.metrics.host}:${(metricsServer.address() as AddressInfo).port}/metrics`
    : undefined;
  if (metricsUrl) logger.info(`Metrics on ${metricsUrl}`);

  await emailWorker.start();
  logger.info(`Email goes to ${transport.description}`);
  // D23: invitations that lapsed or whose opportunity ended are written down (docs/decisions/120).
  // D24: the alerts emails that are due, every few minutes and whenever opportunities change
  // (an opening queues matches in the database; docs/decisions/122).
  const jobs = startPeriodicJobs(
    [
      { name: 'settle invitations', everyMs: 60 * 60_000, run: services.invitations.settleStale },
      // D22: events whose day has passed leave the public indexes (docs/decisions/135).
      { name: 'unlist past events', everyMs: 60 * 60_000, run: services.opportunities.unlistPast },
      { name: 'job alerts emails', everyMs: 10 * 60_000, run: services.jobAlerts.sendDueDigests },
      // Issue 19: the funnel's appended changes, folded every minute (docs/decisions/131).
      { name: 'fold funnel changes', everyMs: 60_000, run: services.analytics.foldChanges },
    ],
    logger,
  );
  services.opportunities.keepsPublicReads.onForget(() => jobs.runNow('job alerts emails'));

  setHandler(app.fetch);
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  const stop = () => {
    stopping ??= (async () => {
      // Stop accepting connections; requests in flight finish (idle keep-alive sockets close now).
      const closed = closeServer(server);
      // Live streams never finish on their own: end them (browsers reconnect elsewhere).
      await changeHub.close();
      server.closeIdleConnections();
      const deadline = Date.now() + SHUTDOWN_GRACE_MS;
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(force);
      // A request whose client hung up has no connection left, and may still be running.
      await requestsSettled(Math.max(0, deadline - Date.now()));
      if (metricsServer) {
        metricsServer.closeAllConnections();
        await closeServer(metricsServer);
      }
      await jobs.stop();
      // The email being sent finishes; the rest stays in the outbox for the next start.
      await emailWorker.stop();
      await services.opportunities.close();
      await backOfficeReads.close();
      await database.close();
    })();
    return stopping;
  };
  return { url, metricsUrl, database, httpServer: server, stop };
}

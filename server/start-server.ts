import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './modules/accounts/better-auth';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { type AppConfig, baseUrl } from './env';
import { builtClientDir, builtServerEntry } from './lib/app-paths';
import type { Logger } from './lib/logger';
import { ensurePrivateDirectory } from './lib/private-files';
import { trackRequestsInFlight } from './lib/requests-in-flight';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics.routes';
import { readOutboxDepth } from './modules/email/email-outbox.repo';
import { createEmailWorker } from './modules/email/email-worker';
import { startPeriodicJobs } from './lib/periodic-jobs';
import { startInboundMailListener } from './modules/messages/inbound/inbound-mail-listener';
import { createMailTransport } from './modules/email/email-transport';
import { type StartingStage, startingAnswer } from './modules/health/starting-answer';
import type { Registry } from 'prom-client';
import type { ReadAllowance } from './middleware/public-rate-limit';
import { prepareDatabase } from './prepare-database';

// How long shutdown waits for requests in flight before closing their connections.
export const SHUTDOWN_GRACE_MS = 10_000;

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

export type StartOptions = {
  timeouts?: RequestTimeouts;
  // One of several server processes (issue 43): its starter prepared the database once
  // (prepare-database.ts) and hands it over, with what the processes share.
  sharing?: SharedStart;
};

// What a server process of several is given by its starter (server/cluster/primary.ts).
export type SharedStart = {
  database(): Promise<{ handle: DatabaseHandle; secret: string }>;
  // Whether every process serves: /api/health is not ready before (the port hands connections
  // to all of them, those still starting included).
  allServing(): boolean;
  anonymousReads: ReadAllowance;
  // This process's metrics join the others'; /metrics answers for every process.
  metrics: (registry: Registry) => () => Promise<string>;
};

// Issue 21: the server listens at once and answers for itself while it starts (alive, not
// ready: starting-answer.ts); once the database is migrated and the app built, the app answers.
export async function startServer(
  config: AppConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  // Of several processes, their starter made it (and the embedded server's place in it).
  if (!options.sharing) ensurePrivateDirectory(config.dataDir);
  let stage: StartingStage = 'database';
  let handler: FetchHandler = (request) => startingAnswer(request, stage);
  const requests = trackRequestsInFlight(async (request: Request, env: unknown) => handler(request, env));
  const server = await listen(requests.handle, config.port, config.host, timeouts);

  let database: DatabaseHandle | undefined;
  try {
    let secret: string;
    if (options.sharing) {
      ({ handle: database, secret } = await options.sharing.database());
    } else {
      database = await openDatabase(config, logger);
      stage = 'migrations';
      secret = await prepareDatabase(config, logger, database);
    }
    stage = 'services';
    return await startServices(config, logger, {
      server,
      database,
      secret,
      sharing: options.sharing,
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
    secret,
    sharing,
    setHandler,
    requestsSettled,
  }: {
    server: Server;
    database: DatabaseHandle;
    secret: string;
    sharing: SharedStart | undefined;
    setHandler(next: FetchHandler): void;
    requestsSettled(timeoutMs: number): Promise<void>;
  },
): Promise<RunningServer> {
  const { port } = server.address() as AddressInfo;
  const metrics = createMetrics(sharing?.metrics);
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
    othersStarting: sharing ? () => !sharing.allServing() : undefined,
    anonymousReads: sharing?.anonymousReads,
  });
  metrics.watch({
    databasePool: database.poolUse,
    outbox: () => readOutboxDepth(database.db),
    liveStreams: () => changeHub.subscriberCount,
    openConnections: () =>
      new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count))),
  });
  // Public opportunity reads are kept from now on, and dropped on every change (decision 017).
  await services.opportunities.watchChanges();
  // And the back office's busiest lists (decision 133).
  await backOfficeReads.watchChanges();
  // Several processes: their starter answers METRICS_PORT for all of them.
  const metricsServer =
    config.metrics.port === undefined || sharing
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
      // Issue 42 (D36): confirmations asked, releases, offers, no-shows and completions, every
      // minute in every process (each booking is claimed by one).
      { name: 'event night', everyMs: 60_000, run: services.eventNight.runDueSteps },
      // Issue 44 (D33): the files of removed images (with their account or opportunity too) leave
      // the media store; they stopped being served when their image went (docs/decisions/190).
      { name: 'sweep media', everyMs: 5 * 60_000, run: services.media.files.sweep },
      // Issue 45 (D35): message emails within a minute (and at once when a message makes one due),
      // grouped and digested; reply addresses that ran out long ago go (docs/decisions/195).
      { name: 'message emails', everyMs: 20_000, run: services.messageEmails.sendDue },
      { name: 'reply addresses', everyMs: 24 * 60 * 60_000, run: services.messageEmails.purgeReplyTokens },
    ],
    logger,
  );
  services.opportunities.keepsPublicReads.onForget(() => {
    jobs.runNow('job alerts emails');
    // D35: an opportunity filled or closed ends its open invitations, and their threads say so
    // now rather than at the next hourly round (docs/decisions/195).
    jobs.runNow('settle invitations');
  });
  services.messages.whenEmailsDue(() => jobs.runNow('message emails'));
  // D35: replies by email, in every server process (the port is shared like the HTTP one).
  const inboundMail =
    config.inbound && services.inboundReplies
      ? await startInboundMailListener({ ...config.inbound, logger, onMessage: services.inboundReplies.receive })
      : undefined;

  setHandler(app.fetch);
  // Index builds on large tables, once the app serves (issue 43, docs/decisions/171); one process
  // builds, the others find it locked. Stopped by shutdown, and built again at the next start.
  database.buildConcurrently(logger).catch((error: unknown) => {
    if (stopping) logger.warn('An index build was stopped by the shutdown: it is done again at the next start');
    else logger.error('An index build failed: it is tried again at the next start', error);
  });
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
      await inboundMail?.stop();
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

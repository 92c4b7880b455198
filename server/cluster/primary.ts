import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { startEmbeddedDatabase } from '../db/open-embedded';
import { openPostgres } from '../db/open-postgres';
import type { AppConfig } from '../env';
import type { Logger } from '../lib/logger';
import { ensurePrivateDirectory } from '../lib/private-files';
import { createTokenBuckets } from '../lib/token-buckets';
import { startMetricsServer } from '../metrics/metrics.routes';
import { prepareDatabase } from '../prepare-database';
import { SHUTDOWN_GRACE_MS } from '../start-server';
import { isServingNews, isWorkerQuestion, type PrimaryAnswer, type WorkerQuestion } from './messages';

// After the grace period a server process still draining is stopped hard.
const STOP_MARGIN_MS = 10_000;
// A process that stops sooner than this after it started counts as a failed start: the next
// one waits first, 1 s, then 2 s, 4 s... up to 30 s (a crash right after every start).
const SHORT_LIFE_MS = 60_000;
const MAX_WAIT_MS = 30_000;

type PreparedDatabase = { url: string; kind: DatabaseHandle['kind']; secret: string; stop(): Promise<void> };

export type Primary = { stop(): Promise<void>; stopped: Promise<number> };

// Issue 43 (docs/decisions/170): `npm start` with several server processes. This process serves
// no request: it prepares the database once (the embedded server runs here, under it), starts
// `processes` server processes that share the port, keeps what they must share (the anonymous
// read limit, every process's metrics), replaces one that crashes, and on SIGTERM drains them
// all before the database stops.
export function runPrimary(config: AppConfig, logger: Logger, entry: string): Primary {
  const prepared = prepare(config, logger);
  const buckets = createTokenBuckets(config.publicRateLimit);
  const metrics = new AggregatorRegistry();
  let metricsServer: Server | undefined;
  let stopping: Promise<number> | undefined;
  let resolveStopped: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (resolveStopped = resolve));
  const serving = new Set<number>();
  let everServed = false;
  let shortLives = 0;

  const answer = async (question: WorkerQuestion): Promise<PrimaryAnswer> => {
    const { id } = question;
    try {
      switch (question.type) {
        case 'backline:database?': {
          const { url, kind, secret } = await prepared;
          return { type: 'backline:answer', id, database: { url, kind, secret } };
        }
        case 'backline:read-tokens?':
          return { type: 'backline:answer', id, tokens: buckets.take(question.address, question.want) };
        case 'backline:metrics?':
          return { type: 'backline:answer', id, metrics: await metrics.clusterMetrics() };
      }
    } catch (error) {
      return { type: 'backline:answer', id, failed: error instanceof Error ? error.message : String(error) };
    }
  };

  const start = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('message', (message: unknown) => {
      if (isWorkerQuestion(message)) {
        void answer(message).then((reply) => {
          if (worker.isConnected()) worker.send(reply);
        });
      } else if (isServingNews(message)) {
        serving.add(worker.id);
        if (serving.size === config.processes) tellAllServing();
        if (!everServed && serving.size === config.processes) announceReady();
        everServed ||= serving.size === config.processes;
      }
    });
    worker.once('exit', (code, signal) => {
      serving.delete(worker.id);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!everServed) {
        logger.error(`A server process stopped while starting (${how}): stopping`);
        void stop(1);
        return;
      }
      shortLives = Date.now() - startedAt < SHORT_LIFE_MS ? shortLives + 1 : 0;
      const wait = shortLives === 0 ? 0 : Math.min(MAX_WAIT_MS, 1000 * 2 ** (shortLives - 1));
      logger.error(
        `The server process ${worker.process.pid} stopped unexpectedly (${how}): starting another` +
          (wait ? ` in ${wait / 1000} s` : ''),
      );
      setTimeout(() => {
        if (!stopping) start();
      }, wait).unref();
    });
    return worker;
  };

  const tellAllServing = () => {
    for (const each of Object.values(cluster.workers ?? {})) {
      if (each?.isConnected()) each.send({ type: 'backline:all-serving' });
    }
  };

  const announceReady = async () => {
    const { kind } = await prepared;
    const storage = kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
    const host = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
    logger.info(
      `${config.appName} is ready on http://${host}:${config.port} (${config.processes} server processes, ${storage})`,
    );
  };

  const stop = (code = 0): Promise<number> => {
    stopping ??= (async () => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      const exited = workers.map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())));
      for (const worker of workers) if (worker.isConnected()) worker.send({ type: 'backline:shutdown' });
      const hard = setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
      }, SHUTDOWN_GRACE_MS + STOP_MARGIN_MS);
      await Promise.all(exited);
      clearTimeout(hard);
      if (metricsServer) await new Promise((resolve) => metricsServer?.close(resolve));
      // The database stops last, once no process uses it.
      await prepared.then((database) => database.stop()).catch(() => {});
      resolveStopped(code);
      return code;
    })();
    return stopping;
  };

  // The server processes run the same entry as this one (the build's, or the sources' under tsx).
  cluster.setupPrimary({ exec: entry, args: [] });
  for (let index = 0; index < config.processes; index += 1) start();
  prepared.then(
    async () => {
      if (config.metrics.port === undefined) return;
      // METRICS_PORT: every process's metrics, answered here.
      metricsServer = await startMetricsServer(
        { contentType: metrics.contentType, exposition: () => metrics.clusterMetrics() },
        { port: config.metrics.port, host: config.metrics.host },
      );
      logger.info(`Metrics on http://${config.metrics.host}:${(metricsServer.address() as AddressInfo).port}/metrics`);
    },
    (error: unknown) => {
      logger.error(`${config.appName} could not start: ${error instanceof Error ? error.message : String(error)}`);
      void stop(1);
    },
  );
  return {
    stop: async () => {
      await stop(0);
    },
    stopped,
  };
}

// The database every process uses, migrated and prepared once (prepare-database.ts).
async function prepare(config: AppConfig, logger: Logger): Promise<PreparedDatabase> {
  ensurePrivateDirectory(config.dataDir);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase({
        dataDir: config.dataDir,
        logger,
        sharedBuffersMb: config.databaseSharedBuffersMb,
        // Each process's pool and its listening connections, and room for a few more.
        maxConnections: Math.max(100, config.processes * (config.databasePoolMax + 5) + 10),
      });
  const url = embedded?.url ?? config.databaseUrl ?? '';
  const kind: DatabaseHandle['kind'] = embedded ? 'embedded' : 'external';
  try {
    const database = { ...(await openPostgres(url, 2, logger)), kind };
    try {
      const secret = await prepareDatabase(config, logger, database);
      return { url, kind, secret, stop: async () => embedded?.stop() };
    } finally {
      await database.close();
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

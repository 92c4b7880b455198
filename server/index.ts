import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { linkToPrimary } from './cluster/worker-link';
import { runPrimary } from './cluster/primary';
import { loadConfig } from './env';
import { createLogger, type Logger } from './lib/logger';
import { type RunningServer, type SharedStart, startServer } from './start-server';

const config = loadConfig();
const logger = createLogger(config.logLevel, { format: config.logFormat });

// Issue 43 (docs/decisions/170): one server process per core (WEB_CONCURRENCY), started and
// watched by this one; with one, this process serves itself.
if (cluster.isWorker) {
  const link = linkToPrimary(config, logger);
  void serve({ sharing: link.sharing, onServing: link.serving, onStop: link.onStop });
} else if (config.processes > 1) {
  const primary = runPrimary(config, logger, fileURLToPath(import.meta.url));
  let signalled = false;
  const stop = (signal: string) => {
    if (signalled) return;
    signalled = true;
    logger.info(`${signal} received: draining the ${config.processes} server processes, then closing the database`);
    void primary.stop();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  void primary.stopped.then((code) => process.exit(code));
} else {
  void serve({ onServing: () => {}, onStop: () => {} });
}

async function serve(options: {
  sharing?: SharedStart;
  onServing: () => void;
  onStop: (stop: (reason: string) => void) => void;
}) {
  let running: RunningServer | undefined;
  // A signal while the server starts (it already listens, issue 21) stops it once started: a
  // migration is not cut in half. A second signal (a terminal's and a process manager's) is the
  // same stop.
  let stopAsked: string | undefined;
  let stopping = false;
  const shutdown = (reason: string) => {
    if (!running) {
      stopAsked ??= reason;
      logger.info(`${reason} while starting: stopping once started`);
      return;
    }
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}: finishing requests in flight and closing the database`);
    running.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT received'));
  process.on('SIGTERM', () => shutdown('SIGTERM received'));
  options.onStop(shutdown);

  try {
    running = await startServer(config, logger, { sharing: options.sharing });
    announce(running, options.sharing !== undefined, logger);
    options.onServing();
    if (stopAsked) shutdown(stopAsked);
  } catch (error) {
    logger.error(`${config.appName} could not start: ${error instanceof Error ? error.message : String(error)}`);
    logger.debug('The error that stopped the start', error);
    process.exit(1);
  }
}

// One process says the app is ready; of several, their starter does, once all serve.
function announce(running: RunningServer, oneOfSeveral: boolean, log: Logger) {
  if (oneOfSeveral) {
    log.debug(`Server process ${process.pid} is serving`);
    return;
  }
  const storage = running.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  log.info(`${config.appName} is ready on ${running.url} (${storage})`);
}

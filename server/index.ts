import { loadConfig } from './env';
import { createLogger } from './lib/logger';
import { type RunningServer, startServer } from './start-server';

const config = loadConfig();
const logger = createLogger(config.logLevel, { format: config.logFormat });

let running: RunningServer | undefined;
// A signal while the server starts (it already listens, issue 21) stops it once started: a
// migration is not cut in half.
let stopAsked: string | undefined;
const shutdown = (signal: string) => {
  if (!running) {
    stopAsked = signal;
    logger.info(`${signal} received while starting: stopping once started`);
    return;
  }
  logger.info(`${signal} received: finishing requests in flight and closing the database`);
  running.stop().then(
    () => process.exit(0),
    (error) => {
      logger.error('Shutdown failed', error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

try {
  running = await startServer(config, logger);
  const storage = running.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  logger.info(`${config.appName} is ready on ${running.url} (${storage})`);
  if (stopAsked) shutdown(stopAsked);
} catch (error) {
  logger.error(`${config.appName} could not start: ${error instanceof Error ? error.message : String(error)}`);
  logger.debug('The error that stopped the start', error);
  process.exit(1);
}

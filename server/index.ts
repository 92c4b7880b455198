import { loadConfig } from './env';
import { createLogger } from './lib/logger';
import { startServer } from './start-server';

const config = loadConfig();
const logger = createLogger(config.logLevel, { format: config.logFormat });

try {
  const running = await startServer(config, logger);
  const storage = running.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  logger.info(`${config.appName} is ready on ${running.url} (${storage})`);

  const shutdown = (signal: string) => {
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
} catch (error) {
  logger.error(`${config.appName} could not start: ${error instanceof Error ? error.message : String(error)}`);
  logger.debug('The error that stopped the start', error);
  process.exit(1);
}

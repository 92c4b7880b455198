import type { Logger } from '../../lib/logger';

// Waits between attempts to start the embedded server again: doubling from the first, at most
// the last (a server that cannot start, a full disk say, is tried every half minute).
const WAIT_FIRST_MS = 1_000;
const WAIT_MAX_MS = 30_000;

// Starting the embedded PostgreSQL server again after it stopped unexpectedly (embedded-cluster.ts):
// one restart at a time, tried until it succeeds or the app stops.
export function createRestarts(logger: Logger) {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function tryUntilStarted(start: () => Promise<void>): Promise<void> {
    for (let attempt = 1; !stopped; attempt += 1) {
      try {
        await start();
        return;
      } catch (error) {
        const waitMs = Math.min(WAIT_MAX_MS, WAIT_FIRST_MS * 2 ** (attempt - 1));
        const reason = error instanceof Error ? error.message : String(error);
        logger.error(
          `The embedded PostgreSQL server could not be started again (trying again in ${waitMs / 1000} s): ${reason}`,
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  return {
    get stopped(): boolean {
      return stopped;
    },
    run(start: () => Promise<void>): void {
      if (stopped || running) return;
      running = tryUntilStarted(start).finally(() => {
        running = undefined;
      });
    },
    // No restart from now on; settles once an attempt under way has ended.
    stop(): Promise<void> {
      stopped = true;
      wake?.();
      return running ?? Promise.resolve();
    },
  };
}

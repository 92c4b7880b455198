import type { Logger } from '../../lib/logger';

// Waits between attempts to start the embedded server again: doubling from the first, at most
// the last (a server that cannot start, a full disk say, is tried every half minute).
const WAIT_FIRST_MS = 1_000;
const WAIT_MAX_MS = 30_000;
// A server that stops sooner than this after it started counts as crashing again: the next
// restart waits as a failed start would (a page that crashes it on every query, an out-of-memory
// killer that picks it each time), instead of starting it again in a tight loop.
const RAN_WELL_MS = 60_000;

const waitAfter = (failures: number) => Math.min(WAIT_MAX_MS, WAIT_FIRST_MS * 2 ** (failures - 1));

// Starting the embedded PostgreSQL server again after it stopped unexpectedly (embedded-cluster.ts):
// one restart at a time, tried until it succeeds or the app stops. Created when the server has
// just started.
export function createRestarts(logger: Logger) {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let startedAt = Date.now();
  // Failed starts and crashes soon after a start, in a row.
  let failures = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = undefined;
    });

  async function tryUntilStarted(start: () => Promise<void>): Promise<void> {
    if (Date.now() - startedAt < RAN_WELL_MS) {
      failures += 1;
      const waitMs = waitAfter(failures);
      logger.error(
        `The embedded PostgreSQL server had run for less than a minute: waiting ${waitMs / 1000} s before starting it again`,
      );
      await pause(waitMs);
    } else {
      failures = 0;
    }
    while (!stopped) {
      try {
        await start();
        startedAt = Date.now();
        return;
      } catch (error) {
        failures += 1;
        const waitMs = waitAfter(failures);
        const reason = error instanceof Error ? error.message : String(error);
        logger.error(
          `The embedded PostgreSQL server could not be started again (trying again in ${waitMs / 1000} s): ${reason}`,
        );
        await pause(waitMs);
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

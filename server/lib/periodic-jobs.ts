import type { Logger } from './logger';

export type PeriodicJob = {
  name: string;
  everyMs: number;
  // Safe to run in several server processes at once (each job's statements are idempotent).
  run: () => Promise<unknown>;
};

// Housekeeping that runs at start and then every `everyMs` in every server process; a failure
// is logged and the next round tries again. A round still running is not started twice.
export function startPeriodicJobs(jobs: readonly PeriodicJob[], logger: Logger): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const runOnce = (job: PeriodicJob) => {
    if (running.has(job.name)) return;
    const round = job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => logger.error(`The periodic job '${job.name}' failed`, error))
      .finally(() => running.delete(job.name));
    running.set(job.name, round);
  };
  const timers = jobs.map((job) => {
    runOnce(job);
    const timer = setInterval(() => runOnce(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}

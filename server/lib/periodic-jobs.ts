import type { Logger } from './logger';

export type PeriodicJob = {
  name: string;
  everyMs: number;
  // Safe to run in several server processes at once (each job's statements are idempotent).
  run: () => Promise<unknown>;
};

export type PeriodicJobs = {
  // Runs a job now (as soon as its round in progress ends, if one is running).
  runNow(name: string): void;
  stop(): Promise<void>;
};

// Housekeeping that runs at start and then every `everyMs` in every server process; a failure
// is logged and the next round tries again. A round is never run twice at once.
export function startPeriodicJobs(jobs: readonly PeriodicJob[], logger: Logger): PeriodicJobs {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopped = false;
  const runOnce = (job: PeriodicJob) => {
    if (stopped) return;
    if (running.has(job.name)) {
      again.add(job.name);
      return;
    }
    const round = job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => logger.error(`The periodic job '${job.name}' failed`, error))
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name)) runOnce(job);
      });
    running.set(job.name, round);
  };
  const timers = jobs.map((job) => {
    runOnce(job);
    const timer = setInterval(() => runOnce(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (job) runOnce(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

// Shutdown waits for the requests still being handled, not only for open connections: a client
// that hung up leaves no connection behind while its request may still be running, and closing
// the database under it would fail it half-way. A streamed body (a CSV export) goes on after its
// handler has answered: its open connection holds the shutdown instead, until the grace period
// closes it and the export's cursor with it.
export function trackRequestsInFlight<Args extends unknown[], Result>(handle: (...args: Args) => Promise<Result>) {
  let running = 0;
  const waiting = new Set<() => void>();
  return {
    handle: async (...args: Args): Promise<Result> => {
      running++;
      try {
        return await handle(...args);
      } finally {
        running--;
        if (running === 0) for (const resolve of waiting) resolve();
      }
    },
    // Resolves once no request is being handled, or after `timeoutMs`.
    settled(timeoutMs: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiting.add(done);
      });
    },
  };
}

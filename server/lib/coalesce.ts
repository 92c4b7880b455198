// Identical reads that arrive while one is already running share its answer instead of
// asking the database again (a popular page under load is the same query many times over).
// `forget()` after a write makes the next reader start afresh, so a reader never gets an
// answer older than a write this process finished before the read began.
export function createCoalescer<Value>() {
  const inFlight = new Map<string, Promise<Value>>();
  return {
    run(key: string, read: () => Promise<Value>): Promise<Value> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = read().finally(() => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      });
      inFlight.set(key, started);
      return started;
    },
    running(key: string): boolean {
      return inFlight.has(key);
    },
    forget(): void {
      inFlight.clear();
    },
  };
}

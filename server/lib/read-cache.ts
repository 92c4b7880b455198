import { createCoalescer } from './coalesce';

// Answers of repeated reads, kept for a few seconds (docs/decisions/017). Identical reads that
// arrive while one is running share it (coalesce.ts). An answer is kept only while `keeping()` says changes
// are being heard, and only if no clearing happened while it was read: after `clear()` (a
// write, or the notice of one), no reader gets an answer read before it. `keepIf` turns some
// answers away (an error answer is shared by the readers waiting for it, never kept).
export type ReadCache<Value> = {
  read(key: string, load: () => Promise<Value>, keepIf?: (value: Value) => boolean): Promise<Value>;
  clear(): void;
};

export function createReadCache<Value>(options: {
  ttlMs: number;
  maxEntries: number;
  keeping: () => boolean;
  now?: () => number;
}): ReadCache<Value> {
  const { ttlMs, maxEntries, keeping } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Value; storedAt: number }>();
  const loads = createCoalescer<Value>();
  let clearings = 0;

  const store = (key: string, value: Value) => {
    // Oldest first out: a Map keeps insertion order.
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, storedAt: now() });
  };

  return {
    read(key, load, keepIf) {
      const entry = entries.get(key);
      if (entry) {
        if (now() - entry.storedAt < ttlMs) return Promise.resolve(entry.value);
        entries.delete(key);
      }
      // The reader that starts the load decides whether its answer may be kept.
      const stamp = clearings;
      return loads.run(key, async () => {
        const value = await load();
        if (stamp === clearings && keeping() && (keepIf?.(value) ?? true)) store(key, value);
        return value;
      });
    },
    clear() {
      clearings += 1;
      entries.clear();
      loads.forget();
    },
  };
}

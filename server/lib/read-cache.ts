import { createCoalescer } from './coalesce';

// Answers of repeated reads, kept for a few seconds (docs/decisions/017). Identical reads that
// arrive while one is running share it (coalesce.ts). An answer is kept only while `keeping()` says changes
// are being heard, and only if no clearing happened while it was read: after `clear()` (a
// write, or the notice of one), no reader gets an answer read before it. `keepIf` turns some
// answers away (an error answer is shared by the readers waiting for it, never kept).
//
// Past its lifetime, an answer is read again by the first reader that asks; readers arriving
// while that read runs get the previous answer rather than wait for the database (for up to one
// more lifetime: decision 134). Nothing a change made stale is ever served this way, since
// `clear()` removes every answer at once.
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
    // Oldest first out: a Map keeps insertion order (a renewed answer counts as new).
    entries.delete(key);
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
        const age = now() - entry.storedAt;
        if (age < ttlMs) return Promise.resolve(entry.value);
        if (age < 2 * ttlMs && loads.running(key) && keeping()) return Promise.resolve(entry.value);
        if (age >= 2 * ttlMs) entries.delete(key);
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

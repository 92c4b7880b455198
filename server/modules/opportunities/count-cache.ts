// Counts behind 'Showing X of Y opportunities' (docs/decisions/005), kept for a few seconds per
// filter combination: counting every match of a common word is the dearest part of a list
// request at scale, and the same searches repeat (docs/decisions/014). A count is fresh for
// REFRESH_AFTER_MS; until TTL it may still be served while one request counts again in the
// background, so no visitor waits for a recount. Any write to opportunities or their tags in
// this process clears it; other processes sharing the database see a change within the TTL.
export const COUNT_CACHE_TTL_MS = 5_000;
const REFRESH_SHARE = 0.8;
const MAX_ENTRIES = 1_000;

export type CachedCount = { value: number; fresh: boolean };
// Which clearing a count was read after: a count read before a write must not be kept after it.
export type CountStamp = number;

export function createCountCache(options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? COUNT_CACHE_TTL_MS;
  const refreshAfterMs = ttlMs * REFRESH_SHARE;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: number; storedAt: number }>();
  let clearings = 0;

  return {
    get(key: string): CachedCount | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return { value: entry.value, fresh: age < refreshAfterMs };
    },
    // Taken before reading a count, handed back to set().
    stamp(): CountStamp {
      return clearings;
    },
    set(key: string, value: number, stamp: CountStamp): void {
      if (stamp !== clearings) return;
      // Oldest first out: a Map keeps insertion order.
      if (entries.size >= MAX_ENTRIES && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
    },
    clear(): void {
      clearings += 1;
      entries.clear();
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;

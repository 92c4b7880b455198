// Counts behind 'Showing X of Y opportunities' (docs/decisions/005), kept for a few seconds per
// filter combination: counting every match of a common word is the dearest part of a list
// request at scale, and the same searches repeat (docs/decisions/014). Any write to
// opportunities or their tags in this process clears it; other processes sharing the database
// see a change within the lifetime.
export const COUNT_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export function createCountCache(options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? COUNT_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: number; expiresAt: number }>();

  return {
    get(key: string): number | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: number): void {
      // Oldest first out: a Map keeps insertion order.
      if (entries.size >= MAX_ENTRIES && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;

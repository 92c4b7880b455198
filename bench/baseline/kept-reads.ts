import { createReadCache, type ReadCache } from '../../server/lib/read-cache';

// The app keeps public reads for 5 seconds (docs/decisions/017; opportunities.service.ts), each
// cache with the same size as the app's: the baseline keeps what the app keeps, so a request
// reaches the database exactly when the app's would. The app keeps them only while it hears
// every change; nothing writes while the bench drives these rows, so the baseline always keeps.
const PUBLIC_READ_TTL_MS = 5_000;

export function keptReads<Value>(maxEntries: number): ReadCache<Value> {
  return createReadCache<Value>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries, keeping: () => true });
}

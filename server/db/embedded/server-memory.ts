import { totalmem } from 'node:os';

// How much memory the embedded PostgreSQL server keeps pages in (docs/decisions/132).
// PostgreSQL's own default (128 MB of shared buffers) was made for machines of decades ago: at
// the bench's million opportunities the table alone is 1.4 GB, and a common word's count read
// 18,000 pages from the operating system on every search. A quarter of the machine's memory, as
// PostgreSQL's documentation advises, between that default and 2 GB; the planner is told half the
// memory is cache. DATABASE_SHARED_BUFFERS_MB sets it by hand (a machine shared with other services).
const MB = 1024 * 1024;
const SHARED_BUFFERS_MIN_MB = 128;
const SHARED_BUFFERS_MAX_MB = 2 * 1024;

export type ServerMemory = { sharedBuffersMb: number; effectiveCacheSizeMb: number };

// The memory this process may use: the machine's, or less under a container's limit.
export function availableMemoryBytes(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  const total = totalmem();
  return constrained > 0 && constrained < total ? constrained : total;
}

export function serverMemory(memoryBytes: number, sharedBuffersMb?: number): ServerMemory {
  const memoryMb = Math.floor(memoryBytes / MB);
  const quarter = Math.floor(memoryMb / 4);
  const shared = sharedBuffersMb ?? Math.min(SHARED_BUFFERS_MAX_MB, Math.max(SHARED_BUFFERS_MIN_MB, quarter));
  return { sharedBuffersMb: shared, effectiveCacheSizeMb: Math.max(shared, Math.floor(memoryMb / 2)) };
}

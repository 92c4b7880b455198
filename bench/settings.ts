import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchScale } from './scale-data';

// What `npm run bench` is asked to do, from its environment (the variables are described in
// bench/run.ts).

export const root = fileURLToPath(new URL('..', import.meta.url));
export const scale = benchScale(process.env.BENCH_SCALE);
const scaleSuffix = scale === '10k' ? '' : `-${scale}`;
export const serverUrl = process.env.BENCH_DATABASE_URL;
export const databaseName = process.env.BENCH_DATABASE_NAME ?? `backline_bench${scaleSuffix.replace('-', '_')}`;
// The bench's own directory, not inside data/: run as root, the embedded server runs as the
// system user backline-db (docs/decisions/148), which must pass through every directory above its
// cluster; the app makes its DATA_DIR owner-only, and a cluster inside another DATA_DIR would be
// cut off whenever that one is. The bench keeps this one open to pass through (bench-database.ts).
export const benchDataRoot = join(root, 'bench-data');
export const dataDir = join(benchDataRoot, `${serverUrl ? 'external' : 'embedded'}${scaleSuffix}`);
export const port = Number(process.env.BENCH_PORT ?? 3390);
export const baselinePort = port + 1;
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const reuse = process.env.BENCH_REUSE_DATA === '1';
export const users = Number(process.env.BENCH_USERS ?? 200);
export const only = process.env.BENCH_ONLY;
export const warm = process.env.BENCH_PREWARM !== '0';
// The app's server processes (WEB_CONCURRENCY, docs/decisions/170), one run of the compared and
// steady rows each.
export const processCounts = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map((part) => {
  const count = Number(part.trim());
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_PROCESSES must list whole numbers, not ${part}`);
  return count;
});
// Issue 17: p99 under 50 ms at 10k, under 100 ms at a million, at the steady rows' offered rates.
export const TARGET_P99_MS = scale === '10k' ? 50 : 100;

export function chosen(name: string): boolean {
  return !only || only.split(',').some((part) => name.includes(part));
}

import { readFileSync } from 'node:fs';
import { serverProcesses } from './processes';

// Memory of the app's processes (the one started, and the server processes it forks:
// docs/decisions/170) and of everything else it started (the embedded PostgreSQL server and its
// backends), read from /proc (Linux). RSS counts memory shared between PostgreSQL's processes
// (its buffers) once per process; PSS splits it between them, so it adds up.

export type MemoryReading = {
  appRssMb: number;
  appProcesses: number;
  databaseRssMb: number;
  databasePssMb: number;
  databaseProcesses: number;
};

function statusKb(pid: number, field: string, file = 'status'): number {
  try {
    const line = readFileSync(`/proc/${pid}/${file}`, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1] ?? 0);
  } catch {
    return 0;
  }
}

export function readMemory(appPid: number): MemoryReading | undefined {
  if (process.platform !== 'linux') return undefined;
  const { app, others } = serverProcesses(appPid);
  const mb = (kb: number) => Math.round(kb / 1024);
  const sum = (pids: number[], field: string, file?: string) =>
    pids.reduce((total, pid) => total + statusKb(pid, field, file), 0);
  return {
    appRssMb: mb(sum(app, 'VmRSS')),
    appProcesses: app.length,
    databaseRssMb: mb(sum(others, 'VmRSS')),
    databasePssMb: mb(sum(others, 'Pss', 'smaps_rollup')),
    databaseProcesses: others.length,
  };
}

// What `work` can ask of the memory readings.
export type MemorySampler = {
  sample(): void;
  continuously<R>(inner: () => Promise<R>): Promise<R>;
};

// The largest reading of each figure while `work` runs. Reading a process's memory walks its
// page tables (smaps_rollup): at a million rows, once some 30 database processes have touched
// gigabytes of shared buffers, one reading of them all costs about 0.1 s of kernel time, which
// stalls the server being measured (a sample twice a second tripled the p99 of the rows
// measured after the uncached ones). So `work` reads it when it asks (between measured
// endpoints), and twice a second only inside `continuously` (the load test, which has no
// latency target).
export async function peakMemoryDuring<T>(
  appPid: number,
  work: (memory: MemorySampler) => Promise<T>,
): Promise<[T, MemoryReading | undefined]> {
  let peak = readMemory(appPid);
  const sample = () => {
    const now = readMemory(appPid);
    if (!now || !peak) return;
    peak = {
      appRssMb: Math.max(peak.appRssMb, now.appRssMb),
      appProcesses: Math.max(peak.appProcesses, now.appProcesses),
      databaseRssMb: Math.max(peak.databaseRssMb, now.databaseRssMb),
      databasePssMb: Math.max(peak.databasePssMb, now.databasePssMb),
      databaseProcesses: Math.max(peak.databaseProcesses, now.databaseProcesses),
    };
  };
  const continuously = async <R>(inner: () => Promise<R>): Promise<R> => {
    const timer = setInterval(sample, 500);
    try {
      return await inner();
    } finally {
      clearInterval(timer);
      sample();
    }
  };
  const result = await work({ sample, continuously });
  sample();
  return [result, peak];
}

export function describeMemory(reading: MemoryReading | undefined, databaseIsOurs: boolean): string {
  if (!reading) return 'not measured (Linux only)';
  // The starter and its server processes together (docs/decisions/170).
  const processes = reading.appProcesses === 1 ? '' : ` (${reading.appProcesses} processes)`;
  const app = `app${processes} ${reading.appRssMb} MB`;
  if (!databaseIsOurs) return `${app} RSS (the database server is not the app's)`;
  return (
    `${app} + database ${reading.databaseRssMb} MB RSS = ${reading.appRssMb + reading.databaseRssMb} MB ` +
    `(database PSS ${reading.databasePssMb} MB over ${reading.databaseProcesses} processes; ` +
    `app + database PSS ${reading.appRssMb + reading.databasePssMb} MB)`
  );
}

// Issue 44: the app's own memory (its starter and server processes, VmRSS summed) while `work`
// runs, read every `everyMs`: before it starts, and the largest reading. VmRSS is a line of
// /proc/<pid>/status (no walk of page tables, unlike the database's PSS above), cheap enough to
// read while a row is measured; the processes are found once, before.
export async function appRssDuring<T>(
  appPid: number,
  work: () => Promise<T>,
  everyMs = 200,
): Promise<[T, { beforeMb: number; peakMb: number } | undefined]> {
  if (process.platform !== 'linux') return [await work(), undefined];
  const { app } = serverProcesses(appPid);
  const read = () => Math.round(app.reduce((total, pid) => total + statusKb(pid, 'VmRSS'), 0) / 1024);
  const beforeMb = read();
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, read());
  }, everyMs);
  try {
    return [await work(), { beforeMb, peakMb: Math.max(peakMb, read()) }];
  } finally {
    clearInterval(timer);
  }
}

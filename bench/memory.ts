import { readdirSync, readFileSync } from 'node:fs';

// Memory of the app's process and of everything it started (the embedded PostgreSQL server and
// its backends), read from /proc (Linux). RSS counts memory shared between PostgreSQL's
// processes (its buffers) once per process; PSS splits it between them, so it adds up.

export type MemoryReading = {
  appRssMb: number;
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

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  return byParent;
}

export function readMemory(appPid: number): MemoryReading | undefined {
  if (process.platform !== 'linux') return undefined;
  const byParent = children();
  const descendants: number[] = [];
  const queue = [...(byParent.get(appPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    descendants.push(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  return {
    appRssMb: mb(statusKb(appPid, 'VmRSS')),
    databaseRssMb: mb(descendants.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0)),
    databasePssMb: mb(descendants.reduce((sum, pid) => sum + statusKb(pid, 'Pss', 'smaps_rollup'), 0)),
    databaseProcesses: descendants.length,
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
  const app = `app ${reading.appRssMb} MB`;
  if (!databaseIsOurs) return `${app} RSS (the database server is not the app's)`;
  return (
    `${app} + database ${reading.databaseRssMb} MB RSS = ${reading.appRssMb + reading.databaseRssMb} MB ` +
    `(database PSS ${reading.databasePssMb} MB over ${reading.databaseProcesses} processes; ` +
    `app + database PSS ${reading.appRssMb + reading.databasePssMb} MB)`
  );
}

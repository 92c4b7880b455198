import { spawnSync } from 'node:child_process';
import { statFields } from './processes';

// CPU time a server spent on a drive: user + system time of its processes (every thread, the
// compression and the database driver included) from /proc/<pid>/stat, read before and after.
// Divided by the requests answered it is what a request costs the server, whatever else the
// machine runs meanwhile (its req/s and latency depend on that, this does not).

const ticksPerSecond = (() => {
  const asked = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(asked.stdout?.trim()) || 100;
})();

// utime and stime, in clock ticks: the 12th and 13th fields after the command.
function cpuMs(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

// Starts counting for these processes; `stop()` gives the milliseconds of CPU they used since.
// A process gone meanwhile (a crashed worker) takes what it used with it.
export function countCpu(pids: number[]): { stop(): number } {
  const started = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  return {
    stop: () => [...started].reduce((sum, [pid, before]) => sum + Math.max(0, cpuMs(pid) - before), 0),
  };
}

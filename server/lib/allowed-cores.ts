import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Issue 43: how many cores this process may use: the CPUs it may run on, and no more than a
// container's CPU quota allows (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us` over its period),
// rounded up. At least one.
export function allowedCores(readText: (path: string) => string | undefined = readIfPresent): number {
  const cpus = availableParallelism();
  const quota = cgroupQuota(readText);
  return Math.max(1, quota === undefined ? cpus : Math.min(cpus, Math.ceil(quota)));
}

function cgroupQuota(readText: (path: string) => string | undefined): number | undefined {
  const v2 = readText('/sys/fs/cgroup/cpu.max')?.trim().split(/\s+/);
  if (v2 && v2[0] !== 'max') return ratio(v2[0], v2[1]);
  const quota = readText('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim();
  if (quota && quota !== '-1') return ratio(quota, readText('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim());
  return undefined;
}

function ratio(quota: string | undefined, period: string | undefined): number | undefined {
  const value = Number(quota) / Number(period);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

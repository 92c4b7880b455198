import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedCores } from './allowed-cores';

const files = (entries: Record<string, string>) => (path: string) => entries[path];

describe('allowedCores (issue 43: WEB_CONCURRENCY by default)', () => {
  const cpus = availableParallelism();

  it('is the CPUs this process may run on when no quota limits it', () => {
    expect(allowedCores(files({}))).toBe(cpus);
    expect(allowedCores(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }))).toBe(cpus);
    expect(allowedCores(files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1' }))).toBe(cpus);
  });

  it("is a container's CPU quota, rounded up, when that is fewer", () => {
    expect(allowedCores(files({ '/sys/fs/cgroup/cpu.max': '50000 100000\n' }))).toBe(1);
    expect(
      allowedCores(
        files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '50000', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000' }),
      ),
    ).toBe(1);
    expect(allowedCores(files({ '/sys/fs/cgroup/cpu.max': '6400000 100000' }))).toBe(cpus);
  });
});

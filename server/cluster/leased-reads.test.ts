import { describe, expect, it } from 'vitest';
import { createTokenBuckets } from '../lib/token-buckets';
import { leasedReadAllowance, readLease } from './leased-reads';

// Decision 150: processes take an address's tokens a few at a time from one keeper.
describe('leased anonymous reads', () => {
  it('never lets an address read more than its bucket holds, across processes', async () => {
    let at = 0;
    const keeper = createTokenBuckets({ max: 20, windowSeconds: 60, now: () => at });
    const lease = readLease(20, 3);
    const processes = [0, 1, 2].map(() =>
      leasedReadAllowance(async (address, want) => keeper.take(address, want), lease),
    );
    const allowed: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      allowed.push((await processes[index % 3]?.('198.51.100.1')) ?? -1);
    }
    expect(allowed.filter((seconds) => seconds === 0).length).toBeLessThanOrEqual(20);
    expect(allowed.at(-1)).toBeGreaterThan(0);
    // A minute later the bucket is full again.
    at += 60_000;
    expect(await processes[0]?.('198.51.100.1')).toBe(0);
  });

  it('takes a few tokens per message, not one each', async () => {
    let asked = 0;
    const keeper = createTokenBuckets({ max: 1000, windowSeconds: 60 });
    const allowance = leasedReadAllowance(
      async (address, want) => {
        asked += 1;
        return keeper.take(address, want);
      },
      readLease(1000, 2),
    );
    for (let index = 0; index < 100; index += 1) expect(await allowance('198.51.100.2')).toBe(0);
    expect(asked).toBeLessThanOrEqual(4);
  });
});

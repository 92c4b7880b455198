import { describe, expect, it } from 'vitest';
import { bucketHours, medianHours } from './decision-median';

describe('the median time to a decision, from buckets (docs/decisions/131)', () => {
  it('has whole hours up to two days, then buckets about 9 % wide, the last one open-ended', () => {
    expect(bucketHours(0)).toEqual({ from: 0, to: 1 });
    expect(bucketHours(47)).toEqual({ from: 47, to: 48 });
    expect(bucketHours(48)).toEqual({ from: 48, to: 48 * 2 ** (1 / 8) });
    expect(bucketHours(56)).toEqual({ from: 96, to: 96 * 2 ** (1 / 8) });
    expect(bucketHours(127).to).toBe(bucketHours(127).from);
  });

  it('reads the middle application (or the two middle ones), each spread evenly over its bucket', () => {
    expect(medianHours(new Map())).toBeNull();
    expect(medianHours(new Map([[5, 0]]))).toBeNull();
    expect(medianHours(new Map([[7, 1]]))).toBe(7.5);
    expect(
      medianHours(
        new Map([
          [30, 1],
          [10, 1],
          [20, 1],
        ]),
      ),
    ).toBe(20.5);
    // Two: their mean, as percentile_cont (0.5 h and 40 h: about 20 h, not the quicker one).
    expect(
      medianHours(
        new Map([
          [0, 1],
          [40, 1],
        ]),
      ),
    ).toBe(20.5);
    // Four in two buckets: the second (2.75) and the third (9.25).
    expect(
      medianHours(
        new Map([
          [2, 2],
          [9, 2],
        ]),
      ),
    ).toBe(6);
    // 96 h and more: within the bucket of the true value.
    const fourDays = medianHours(new Map([[56, 3]])) ?? 0;
    expect(fourDays).toBeGreaterThan(96);
    expect(fourDays).toBeLessThan(96 * 2 ** (1 / 8));
  });
});

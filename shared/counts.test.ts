import { describe, expect, it } from 'vitest';
import { aboutCount, atLeastCount, countLabel } from './counts';

describe('counts at scale (issue 17)', () => {
  it('reads exact, capped and estimated counts', () => {
    expect(countLabel(atLeastCount(1204))).toBe('1,204');
    expect(countLabel(atLeastCount(10_000))).toBe('10,000');
    expect(countLabel(atLeastCount(10_001))).toBe('10,000+');
    expect(countLabel(aboutCount(998_341))).toBe('about 1,000,000');
    expect(countLabel(aboutCount(249_871))).toBe('about 250,000');
    expect(countLabel(aboutCount(12_345))).toBe('about 12,000');
    expect(countLabel(aboutCount(0))).toBe('about 0');
  });
});

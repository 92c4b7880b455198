import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache', () => {
  it('keeps a count for its lifetime, then forgets it; clear forgets everything', () => {
    let now = 1_000;
    const cache = createCountCache({ ttlMs: 100, now: () => now });
    cache.set('a', 3);
    expect(cache.get('a')).toBe(3);
    now += 99;
    expect(cache.get('a')).toBe(3);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 4);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });
});

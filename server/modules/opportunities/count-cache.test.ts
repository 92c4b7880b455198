import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache', () => {
  it('keeps a count fresh, then stale but servable, then forgets it', () => {
    let now = 1_000;
    const cache = createCountCache({ ttlMs: 100, now: () => now });
    cache.set('a', 3, cache.stamp());
    expect(cache.get('a')).toEqual({ value: 3, fresh: true });
    now += 79;
    expect(cache.get('a')).toEqual({ value: 3, fresh: true });
    now += 1;
    expect(cache.get('a')).toEqual({ value: 3, fresh: false });
    now += 19;
    expect(cache.get('a')).toEqual({ value: 3, fresh: false });
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('a recount starts the lifetime again', () => {
    let now = 1_000;
    const cache = createCountCache({ ttlMs: 100, now: () => now });
    cache.set('a', 3, cache.stamp());
    now += 90;
    cache.set('a', 4, cache.stamp());
    now += 50;
    expect(cache.get('a')).toEqual({ value: 4, fresh: true });
  });

  it('clear forgets everything, and a count read before the clearing is not kept after it', () => {
    const cache = createCountCache();
    cache.set('b', 4, cache.stamp());
    const readBeforeWrite = cache.stamp();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 4, readBeforeWrite);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 5, cache.stamp());
    expect(cache.get('b')).toEqual({ value: 5, fresh: true });
  });
});

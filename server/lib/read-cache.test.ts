import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

function counting() {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return `answer ${loads}`;
    },
    get loads() {
      return loads;
    },
  };
}

describe('createReadCache', () => {
  it('keeps an answer for its lifetime, then reads again', async () => {
    let now = 0;
    const cache = createReadCache<string>({ ttlMs: 100, maxEntries: 10, keeping: () => true, now: () => now });
    const source = counting();
    expect(await cache.read('k', source.load)).toBe('answer 1');
    now = 99;
    expect(await cache.read('k', source.load)).toBe('answer 1');
    now = 100;
    expect(await cache.read('k', source.load)).toBe('answer 2');
    expect(await cache.read('other', source.load)).toBe('answer 3');
  });

  it('keeps nothing while changes are not heard, but still shares a running read', async () => {
    const cache = createReadCache<string>({ ttlMs: 1_000, maxEntries: 10, keeping: () => false });
    const source = counting();
    const [first, second] = await Promise.all([cache.read('k', source.load), cache.read('k', source.load)]);
    expect([first, second]).toEqual(['answer 1', 'answer 1']);
    expect(await cache.read('k', source.load)).toBe('answer 2');
  });

  it('after clear() serves nothing read before it, even a read still running', async () => {
    const cache = createReadCache<string>({ ttlMs: 1_000, maxEntries: 10, keeping: () => true });
    expect(await cache.read('kept', async () => 'old')).toBe('old');
    let finish: (value: string) => void = () => {};
    const running = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    const fresh = cache.read('k', async () => 'after the change');
    finish('before the change');
    expect(await running).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(await cache.read('k', async () => 'not asked')).toBe('after the change');
    expect(await cache.read('kept', async () => 'new')).toBe('new');
  });

  it('does not keep a failure', async () => {
    const cache = createReadCache<string>({ ttlMs: 1_000, maxEntries: 10, keeping: () => true });
    await expect(cache.read('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('shares an answer keepIf turns away with the readers waiting for it, and does not keep it', async () => {
    const cache = createReadCache<string>({ ttlMs: 1_000, maxEntries: 10, keeping: () => true });
    const source = counting();
    const keepIf = (value: string) => value !== 'answer 1';
    const [first, second] = await Promise.all([
      cache.read('k', source.load, keepIf),
      cache.read('k', source.load, keepIf),
    ]);
    expect([first, second]).toEqual(['answer 1', 'answer 1']);
    expect(await cache.read('k', source.load, keepIf)).toBe('answer 2');
    expect(await cache.read('k', source.load, keepIf)).toBe('answer 2');
  });

  it('holds at most maxEntries, dropping the oldest first', async () => {
    const cache = createReadCache<string>({ ttlMs: 1_000, maxEntries: 2, keeping: () => true });
    const source = counting();
    await cache.read('a', source.load);
    await cache.read('b', source.load);
    await cache.read('c', source.load);
    expect(await cache.read('b', source.load)).toBe('answer 2');
    expect(await cache.read('c', source.load)).toBe('answer 3');
    expect(await cache.read('a', source.load)).toBe('answer 4');
  });
  it('past its lifetime, has the first reader read again while the readers meanwhile get the previous answer', async () => {
    let now = 0;
    const cache = createReadCache<string>({ ttlMs: 100, maxEntries: 10, keeping: () => true, now: () => now });
    expect(await cache.read('k', async () => 'first')).toBe('first');
    now = 150;
    let finish: (value: string) => void = () => {};
    const refreshing = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.read('k', async () => 'not asked')).toBe('first');
    finish('second');
    expect(await refreshing).toBe('second');
    expect(await cache.read('k', async () => 'not asked')).toBe('second');
  });

  it('serves a previous answer for at most one more lifetime, and never one a change made stale', async () => {
    let now = 0;
    const cache = createReadCache<string>({ ttlMs: 100, maxEntries: 10, keeping: () => true, now: () => now });
    await cache.read('k', async () => 'first');
    now = 200;
    let finish: (value: string) => void = () => {};
    const refreshing = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    const waiting = cache.read('k', async () => 'not asked');
    finish('second');
    expect(await Promise.all([refreshing, waiting])).toEqual(['second', 'second']);

    now = 350;
    const afterChange = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    expect(await cache.read('k', async () => 'after the change')).toBe('after the change');
    finish('before the change');
    expect(await afterChange).toBe('before the change');
  });

  it('serves no previous answer while changes are not heard', async () => {
    let now = 0;
    let hearing = true;
    const cache = createReadCache<string>({ ttlMs: 100, maxEntries: 10, keeping: () => hearing, now: () => now });
    await cache.read('k', async () => 'first');
    now = 150;
    hearing = false;
    let finish: (value: string) => void = () => {};
    const refreshing = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    const waiting = cache.read('k', async () => 'not asked');
    finish('second');
    expect(await Promise.all([refreshing, waiting])).toEqual(['second', 'second']);
  });

  it('renews an answer without dropping another that is still fresh', async () => {
    let now = 0;
    const cache = createReadCache<string>({ ttlMs: 100, maxEntries: 3, keeping: () => true, now: () => now });
    const source = counting();
    await cache.read('a', source.load);
    now = 10;
    await cache.read('b', source.load);
    now = 100;
    expect(await cache.read('a', source.load)).toBe('answer 3');
    now = 105;
    await cache.read('c', source.load);
    now = 115;
    expect(await cache.read('b', source.load)).toBe('answer 5');
    expect(await cache.read('a', source.load)).toBe('answer 3');
    expect(await cache.read('c', source.load)).toBe('answer 4');
  });
});

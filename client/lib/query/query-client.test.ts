import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Observer } from './query';
import { QueryClient } from './query-client';
import type { AnyQueryOptions, QueryOptions } from './query-options';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A query function that answers each call with the next of `answers` (the last one after that).
function answering<T>(...answers: T[]) {
  return vi.fn(async (_: { signal: AbortSignal }) => answers.shift() ?? answers.at(-1)) as unknown as QueryOptions<
    T,
    T
  >['queryFn'] &
    ReturnType<typeof vi.fn>;
}

// What a mounted, enabled useQuery does.
function observe(client: QueryClient, options: AnyQueryOptions) {
  const observer: Observer = { options: client.withDefaults(options) };
  return client.query(options.queryKey).observe(observer);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchQuery', () => {
  it('answers from the cache while the data is fresh, and fetches it again once stale', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const queryFn = answering('first', 'second');
    expect(await client.fetchQuery({ queryKey: ['a'], queryFn })).toBe('first');
    vi.advanceTimersByTime(29_000);
    expect(await client.fetchQuery({ queryKey: ['a'], queryFn })).toBe('first');
    vi.advanceTimersByTime(1_000);
    expect(await client.fetchQuery({ queryKey: ['a'], queryFn })).toBe('second');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('fetches a key once for callers that ask at the same time', async () => {
    const client = new QueryClient();
    const queryFn = answering('data');
    const answers = await Promise.all([
      client.fetchQuery({ queryKey: ['a'], queryFn }),
      client.fetchQuery({ queryKey: ['a'], queryFn }),
    ]);
    expect(answers).toEqual(['data', 'data']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('treats keys that differ only in the order of an object’s fields as one', async () => {
    const client = new QueryClient();
    client.setQueryData(['list', { city: 'Berlin', type: 'gig' }], 'cached');
    expect(client.getQueryState(['list', { type: 'gig', city: 'Berlin' }])?.data).toBe('cached');
  });

  it('rejects with the query function’s error, which the state keeps', async () => {
    const client = new QueryClient();
    const error = new Error('down');
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(error) })).rejects.toBe(error);
    expect(client.getQueryState(['a'])).toMatchObject({ status: 'error', error, fetchStatus: 'idle' });
  });
});

describe('retry', () => {
  it('tries again as the policy says, after 1 s and then 2 s', async () => {
    vi.useFakeTimers();
    const failures: number[] = [];
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          retry: (failureCount) => {
            failures.push(failureCount);
            return failureCount < 2;
          },
        },
      },
    });
    const queryFn = vi.fn(() => Promise.reject(new Error('blip')));
    const fetched = client.fetchQuery({ queryKey: ['a'], queryFn }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(['a'])?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await fetched).toBe('blip');
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(failures).toEqual([0, 1, 2]);
  });

  it('does not try again with retry: false', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('no')));
    await client.prefetchQuery({ queryKey: ['a'], queryFn, retry: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('invalidateQueries', () => {
  it('marks every query under the key stale and leaves the others', () => {
    const client = new QueryClient();
    for (const key of [
      ['admin', 'activity'],
      ['admin', 'activity', { limit: 5 }],
      ['admin', 'overview'],
    ]) {
      client.setQueryData(key, 'loaded');
    }
    void client.invalidateQueries({ queryKey: ['admin', 'activity'] });
    expect(client.getQueryState(['admin', 'activity'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['admin', 'activity', { limit: 5 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['admin', 'overview'])?.isInvalidated).toBe(false);
  });

  it('with exact, marks only that key; with a predicate, only the queries it accepts', () => {
    const client = new QueryClient();
    client.setQueryData(['track-application'], 'state');
    client.setQueryData(['track-application', 'draft'], 'draft');
    client.setQueryData(['feed', 'a'], 1);
    client.setQueryData(['feed', 'b'], 2);
    void client.invalidateQueries({ queryKey: ['track-application'], exact: true });
    void client.invalidateQueries({ queryKey: ['feed'], predicate: (query) => query.queryKey[1] === 'b' });
    expect(client.getQueryState(['track-application'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['track-application', 'draft'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['feed', 'a'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['feed', 'b'])?.isInvalidated).toBe(true);
  });

  it('refetches the queries on screen and settles once they are reloaded', async () => {
    const client = new QueryClient();
    const shown = answering('old', 'new');
    const hidden = answering('hidden');
    observe(client, { queryKey: ['list', 'shown'], queryFn: shown });
    await client.prefetchQuery({ queryKey: ['list', 'hidden'], queryFn: hidden });
    await settled();
    await client.invalidateQueries({ queryKey: ['list'] });
    expect(client.getQueryState(['list', 'shown'])).toMatchObject({ data: 'new', isInvalidated: false });
    expect(shown).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['list', 'hidden'])?.isInvalidated).toBe(true);
  });

  it('settles even when the refetch fails', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn().mockResolvedValueOnce('data').mockRejectedValueOnce(new Error('gone'));
    observe(client, { queryKey: ['a'], queryFn });
    await settled();
    await expect(client.invalidateQueries({ queryKey: ['a'] })).resolves.toBeUndefined();
    expect(client.getQueryState(['a'])).toMatchObject({ status: 'error', data: 'data' });
  });

  it('replaces a fetch in flight, so the data is read after the change', async () => {
    const client = new QueryClient();
    const signals: AbortSignal[] = [];
    let answer = 'before';
    const resolvers: (() => void)[] = [];
    const queryFn = ({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      const value = answer;
      return new Promise<string>((resolve) => resolvers.push(() => resolve(value)));
    };
    client.setQueryData(['a'], 'cached');
    observe(client, { queryKey: ['a'], queryFn });
    const first = client.query(['a']).fetch({ queryKey: ['a'], queryFn });
    answer = 'after';
    const reloaded = client.invalidateQueries({ queryKey: ['a'] });
    expect(signals[0]?.aborted).toBe(true);
    for (const resolve of resolvers) resolve();
    await reloaded;
    expect(await first).toBe('after');
    expect(client.getQueryState(['a'])?.data).toBe('after');
  });
});

describe('observing a query (a mounted useQuery)', () => {
  it('fetches on mount when there is no data or it is stale, not when it is fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const queryFn = answering('data');
    client.setQueryData(['fresh'], 'cached');
    observe(client, { queryKey: ['fresh'], queryFn });
    observe(client, { queryKey: ['missing'], queryFn });
    await settled();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['missing'])?.data).toBe('data');
  });

  it('refetches stale queries when the page comes back into view, unless refetchOnWindowFocus is false', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('window', new EventTarget());
    const client = new QueryClient();
    const unmount = client.mount();
    const refetched = answering('data');
    const kept = answering('data');
    observe(client, { queryKey: ['a'], queryFn: refetched });
    observe(client, { queryKey: ['b'], queryFn: kept, refetchOnWindowFocus: false });
    await settled();
    window.dispatchEvent(new Event('visibilitychange'));
    await settled();
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(refetched).toHaveBeenCalledTimes(3);
    expect(kept).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('visibilitychange'));
    expect(refetched).toHaveBeenCalledTimes(3);
  });

  it('refetches every refetchInterval while observed and the page is visible', async () => {
    vi.useFakeTimers();
    const page = { visibilityState: 'visible' };
    vi.stubGlobal('document', page);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const queryFn = answering('data');
    const unobserve = observe(client, { queryKey: ['a'], queryFn, refetchInterval: 15_000 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    page.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(15_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unobserve();
    page.visibilityState = 'visible';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('forgets a query nobody shows 5 minutes after, in the browser', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const client = new QueryClient();
    const query = client.query(['a']);
    const unsubscribe = query.subscribe(() => {});
    client.setQueryData(['a'], 'data');
    vi.advanceTimersByTime(10 * 60_000);
    expect(client.getQueryState(['a'])?.data).toBe('data');
    unsubscribe();
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(client.getQueryState(['a'])).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(client.getQueryState(['a'])).toBeUndefined();
  });
});

describe('setQueryData, removeQueries and clear', () => {
  it('sets data as fresh, and tells the components showing it once, a moment later', async () => {
    const client = new QueryClient();
    const listener = vi.fn();
    client.query(['a']).subscribe(listener);
    void client.invalidateQueries({ queryKey: ['a'] });
    client.setQueryData(['a'], 'set');
    expect(client.getQueryState(['a'])).toMatchObject({ data: 'set', status: 'success', isInvalidated: false });
    expect(listener).not.toHaveBeenCalled();
    await settled();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the queries under a key, and clear removes them all, stopping their fetches', () => {
    const client = new QueryClient();
    let signal: AbortSignal | undefined;
    client.setQueryData(['track-application'], 'state');
    client.setQueryData(['track-application', 'draft'], 'draft');
    void client.prefetchQuery({
      queryKey: ['session'],
      queryFn: (context) => {
        signal = context.signal;
        return new Promise(() => {});
      },
    });
    client.removeQueries({ queryKey: ['track-application', 'draft'] });
    expect(client.getQueryState(['track-application', 'draft'])).toBeUndefined();
    expect(client.getQueryState(['track-application'])).toBeDefined();
    client.clear();
    expect(client.getAll()).toEqual([]);
    expect(signal?.aborted).toBe(true);
  });
});

describe('infinite queries', () => {
  type Page = { page: number; items: string[]; last: number };
  const pages = (version: string) =>
    vi.fn(async ({ pageParam }: { signal: AbortSignal; pageParam: number }) => ({
      page: pageParam,
      items: [`${version}${pageParam}`],
      last: 3,
    }));
  const options = (queryFn: ReturnType<typeof pages>) => ({
    queryKey: ['list'],
    queryFn,
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.page < last.last ? last.page + 1 : undefined),
  });

  it('loads the first page, then each next one, and no more after the last', async () => {
    const client = new QueryClient();
    const queryFn = pages('v');
    await client.prefetchInfiniteQuery(options(queryFn));
    const query = client.query(['list']);
    await query.fetch(options(queryFn), 'next-page');
    await query.fetch(options(queryFn), 'next-page');
    await query.fetch(options(queryFn), 'next-page');
    expect(query.state.data).toEqual({
      pages: [1, 2, 3].map((page) => ({ page, items: [`v${page}`], last: 3 })),
      pageParams: [1, 2, 3],
    });
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('reloads as many pages as it shows on a refetch', async () => {
    const client = new QueryClient();
    await client.prefetchInfiniteQuery(options(pages('old')));
    const query = client.query(['list']);
    await query.fetch(options(pages('old')), 'next-page');
    const fresh = pages('new');
    await query.fetch(options(fresh), 'restart');
    expect(fresh).toHaveBeenCalledTimes(2);
    expect((query.state.data as { pages: Page[] }).pages.map((page) => page.items[0])).toEqual(['new1', 'new2']);
  });
});

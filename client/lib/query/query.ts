import { fetchPages } from './infinite-pages';
import type { QueryKey } from './query-key';
import type { AnyQueryOptions, InfiniteData } from './query-options';
import { withRetry } from './retry';

export type QueryState<TData = unknown> = {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'idle' | 'fetching' | 'fetching-next-page';
  isInvalidated: boolean;
};

// A mounted, enabled useQuery: its latest options say when the query goes stale and refetches.
export type Observer = { options: AnyQueryOptions };

// 'dedupe' joins a fetch in flight; 'restart' replaces it (fresher data was asked for: a refetch,
// an invalidation) once the query has data; 'next-page' adds a page to an infinite query.
type FetchMode = 'dedupe' | 'restart' | 'next-page';

type Outcome<T> = { promise: Promise<T>; resolve: (data: T) => void; reject: (error: unknown) => void };

// As TanStack Query: what no component uses is forgotten 5 minutes later.
const GC_MS = 5 * 60_000;

const noop = () => {};

// Components learn of changes a moment later, all at once (as from TanStack Query): a mutation's
// own callbacks run before a change they make re-renders, and maybe unmounts, its component.
let toNotify: Set<() => void> | undefined;
function notifySoon(listeners: Set<() => void>): void {
  if (!toNotify) {
    const batch = new Set<() => void>();
    toNotify = batch;
    setTimeout(() => {
      toNotify = undefined;
      for (const listener of batch) listener();
    });
  }
  for (const listener of listeners) toNotify.add(listener);
}

const loaded = <TData>(data: TData, dataUpdatedAt = Date.now()): Partial<QueryState<TData>> => ({
  data,
  dataUpdatedAt,
  status: 'success',
  error: null,
  isInvalidated: false,
});

function load(options: AnyQueryOptions, data: unknown, nextPage: boolean, signal: AbortSignal): Promise<unknown> {
  return 'getNextPageParam' in options
    ? fetchPages(options, data as InfiniteData | undefined, nextPage, signal)
    : options.queryFn({ signal });
}

function outcome<T>(): Outcome<T> {
  const handlers = {} as Outcome<T>;
  handlers.promise = new Promise<T>((resolve, reject) => Object.assign(handlers, { resolve, reject }));
  // A fetch nobody awaits (one a mount started) fails quietly: its error is in the state.
  handlers.promise.catch(noop);
  return handlers;
}

// One cache entry: its state (read with useSyncExternalStore), the fetch in flight and the
// components observing it.
export class Query<TData = unknown> {
  state: QueryState<TData> = {
    data: undefined,
    dataUpdatedAt: 0,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    isInvalidated: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly observers = new Set<Observer>();
  private controller?: AbortController;
  private pending?: Outcome<TData>;
  private gcTimer?: ReturnType<typeof setTimeout>;

  constructor(
    readonly queryKey: QueryKey,
    private readonly forget: (query: Query<TData>) => void,
  ) {
    this.scheduleGc();
  }

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    clearTimeout(this.gcTimer);
    return () => {
      this.listeners.delete(listener);
      this.scheduleGc();
    };
  };

  setState(change: Partial<QueryState<TData>>): void {
    this.state = { ...this.state, ...change };
    if (this.listeners.size > 0) notifySoon(this.listeners);
  }

  setData(data: TData, dataUpdatedAt?: number): void {
    this.setState(loaded(data, dataUpdatedAt));
  }

  isStale(staleTime = 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime;
  }

  // Fetched now if stale, and every `refetchInterval` while the page is visible.
  observe(observer: Observer): () => void {
    this.observers.add(observer);
    const { staleTime, refetchInterval } = observer.options;
    if (this.isStale(staleTime)) void this.fetch(observer.options);
    const timer =
      refetchInterval &&
      setInterval(() => {
        if (document.visibilityState !== 'hidden') void this.fetch(observer.options);
      }, refetchInterval);
    return () => {
      this.observers.delete(observer);
      clearInterval(timer);
    };
  }

  fetch(options: AnyQueryOptions, mode: FetchMode = 'dedupe'): Promise<TData> {
    if (this.pending && (mode === 'dedupe' || this.state.data === undefined)) return this.pending.promise;
    this.controller?.abort();
    const controller = new AbortController();
    const pending = this.pending ?? outcome<TData>();
    const data = this.state.data;
    this.controller = controller;
    this.pending = pending;
    this.setState({
      fetchStatus: mode === 'next-page' ? 'fetching-next-page' : 'fetching',
      ...(data === undefined && { status: 'pending', error: null }),
    });
    // A fetch replaced by a newer one settles nothing: the newer one settles for both.
    const settle = (change: Partial<QueryState<TData>>) => {
      if (this.controller !== controller) return false;
      this.pending = undefined;
      this.setState({ ...change, fetchStatus: 'idle' });
      this.scheduleGc();
      return true;
    };
    withRetry(
      () => load(options, data, mode === 'next-page', controller.signal),
      options.retry,
      controller.signal,
    ).then(
      (fetched) => {
        if (settle(loaded(fetched as TData))) pending.resolve(fetched as TData);
      },
      (error: Error) => {
        if (settle({ status: 'error', error })) pending.reject(error);
      },
    );
    return pending.promise;
  }

  // Stale from now on; refetched at once if a component shows it.
  invalidate(): Promise<void> {
    this.setState({ isInvalidated: true });
    const [observer] = this.observers;
    return observer ? this.fetch(observer.options, 'restart').then(noop, noop) : Promise.resolve();
  }

  // The page came back into view or online.
  refetchIfWanted(): void {
    for (const { options } of this.observers) {
      if (options.refetchOnWindowFocus !== false && this.isStale(options.staleTime)) {
        void this.fetch(options);
        return;
      }
    }
  }

  destroy(): void {
    clearTimeout(this.gcTimer);
    this.controller?.abort();
  }

  // Never on the server: each render has a client of its own, dropped with the request.
  private scheduleGc(): void {
    clearTimeout(this.gcTimer);
    if (typeof window === 'undefined' || this.listeners.size > 0) return;
    this.gcTimer = setTimeout(() => {
      if (this.listeners.size === 0 && !this.pending) this.forget(this);
    }, GC_MS);
  }
}

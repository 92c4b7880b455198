import { Query } from './query';
import { hashKey, type QueryKey, keyStartsWith } from './query-key';
import type { AnyQueryOptions, InfiniteQueryOptions, QueryDefaults, QueryOptions } from './query-options';

type DefaultOptions = { queries?: QueryDefaults };

// Which queries a call acts on: those whose key starts with `queryKey` (or is it, `exact`) and
// that `predicate` accepts.
type QueryFilters = { queryKey?: QueryKey; exact?: boolean; predicate?: (query: Query) => boolean };

const noop = () => {};
const WINDOW_EVENTS = ['visibilitychange', 'online'];

// The app's query cache, with the methods of TanStack Query's QueryClient that the app calls.
export class QueryClient {
  private readonly queries = new Map<string, Query>();
  private defaultOptions: DefaultOptions;

  constructor({ defaultOptions = {} }: { defaultOptions?: DefaultOptions } = {}) {
    this.defaultOptions = defaultOptions;
  }

  getDefaultOptions(): DefaultOptions {
    return this.defaultOptions;
  }

  setDefaultOptions(defaultOptions: DefaultOptions): void {
    this.defaultOptions = defaultOptions;
  }

  withDefaults<Options extends AnyQueryOptions>(options: Options): Options {
    return { ...this.defaultOptions.queries, ...options };
  }

  // The query of a key, made on first use.
  query(queryKey: QueryKey): Query {
    const hash = hashKey(queryKey);
    let query = this.queries.get(hash);
    if (!query) {
      query = new Query(queryKey, (forgotten) => this.remove(forgotten));
      this.queries.set(hash, query);
    }
    return query;
  }

  getAll(): Query[] {
    return [...this.queries.values()];
  }

  getQueryState(queryKey: QueryKey) {
    return this.queries.get(hashKey(queryKey))?.state;
  }

  setQueryData<TData>(queryKey: QueryKey, data: TData): TData {
    this.query(queryKey).setData(data);
    return data;
  }

  // The cached data while fresh, else fetched.
  fetchQuery<TQueryFnData>(options: QueryOptions<TQueryFnData, unknown>): Promise<TQueryFnData> {
    return this.fetchIfStale(options) as Promise<TQueryFnData>;
  }

  // As fetchQuery, for a render that shows what it can: a failure leaves the query in error.
  prefetchQuery<TQueryFnData>(options: QueryOptions<TQueryFnData, unknown>): Promise<void> {
    return this.fetchIfStale(options).then(noop, noop);
  }

  prefetchInfiniteQuery<TPage, TPageParam>(options: InfiniteQueryOptions<TPage, TPageParam>): Promise<void> {
    return this.fetchIfStale(options).then(noop, noop);
  }

  // Marks the queries stale and refetches those on screen; settles once they are reloaded.
  invalidateQueries(filters: QueryFilters): Promise<void> {
    return Promise.all(this.matching(filters).map((query) => query.invalidate())).then(noop);
  }

  removeQueries(filters: QueryFilters): void {
    for (const query of this.matching(filters)) this.remove(query);
  }

  clear(): void {
    for (const query of this.queries.values()) this.remove(query);
  }

  // While the app runs: a page coming back into view, or back online, refetches what it shows
  // that went stale (refetchOnWindowFocus). The document's visibilitychange reaches the window.
  mount(): () => void {
    const refetch = () => {
      if (document.visibilityState === 'hidden') return;
      for (const query of this.queries.values()) query.refetchIfWanted();
    };
    for (const event of WINDOW_EVENTS) window.addEventListener(event, refetch);
    return () => {
      for (const event of WINDOW_EVENTS) window.removeEventListener(event, refetch);
    };
  }

  private fetchIfStale(options: AnyQueryOptions): Promise<unknown> {
    const resolved = this.withDefaults(options);
    const query = this.query(options.queryKey);
    return query.isStale(resolved.staleTime) ? query.fetch(resolved) : Promise.resolve(query.state.data);
  }

  private matching({ queryKey, exact, predicate }: QueryFilters): Query[] {
    return this.getAll().filter(
      (query) =>
        (!queryKey ||
          (exact ? hashKey(query.queryKey) === hashKey(queryKey) : keyStartsWith(query.queryKey, queryKey))) &&
        (!predicate || predicate(query)),
    );
  }

  private remove(query: Query): void {
    const hash = hashKey(query.queryKey);
    if (this.queries.get(hash) !== query) return;
    query.destroy();
    this.queries.delete(hash);
  }
}

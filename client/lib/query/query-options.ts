import type { QueryKey } from './query-key';
import type { Retry } from './retry';

// TanStack Query's option names, for what the app uses of them.
type SharedOptions<TQueryFnData> = {
  queryKey: QueryKey;
  enabled?: boolean;
  staleTime?: number;
  retry?: Retry;
  refetchOnWindowFocus?: boolean;
  refetchInterval?: number;
  // Shown while the key's own data loads (keepPreviousData: the data of the key before).
  placeholderData?: (previous: TQueryFnData | undefined) => TQueryFnData | undefined;
};

export type QueryOptions<TQueryFnData = unknown, TData = TQueryFnData> = SharedOptions<TQueryFnData> & {
  queryFn: (context: { signal: AbortSignal }) => Promise<TQueryFnData>;
  select?: (data: TQueryFnData) => TData;
};

export type InfiniteData<TPage = unknown, TPageParam = unknown> = { pages: TPage[]; pageParams: TPageParam[] };

export type InfiniteQueryOptions<TPage = unknown, TPageParam = unknown> = SharedOptions<
  InfiniteData<TPage, TPageParam>
> & {
  queryFn: (context: { signal: AbortSignal; pageParam: TPageParam }) => Promise<TPage>;
  initialPageParam: TPageParam;
  // undefined: the last page is the last.
  getNextPageParam: (lastPage: TPage) => TPageParam | undefined;
};

// biome-ignore lint/suspicious/noExplicitAny: the cache holds queries of every type
export type AnyQueryOptions = QueryOptions<any, any> | InfiniteQueryOptions<any, any>;

// The defaults a QueryClient gives every query.
export type QueryDefaults = Pick<SharedOptions<unknown>, 'staleTime' | 'retry'>;

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from './provider';
import type { Observer, Query } from './query';
import type { AnyQueryOptions, QueryOptions } from './query-options';

export type QueryResult<TData> = {
  isFetching: boolean;
  isPlaceholderData: boolean;
  // Never throws: a failure is in the result.
  refetch: () => Promise<void>;
} & (
  | { status: 'pending'; data: undefined; error: null; isPending: true; isSuccess: false; isError: false }
  | { status: 'success'; data: TData; error: null; isPending: false; isSuccess: true; isError: false }
  | { status: 'error'; data: TData | undefined; error: Error; isPending: false; isSuccess: false; isError: true }
);

const noop = () => {};

export const queryOptions = <TQueryFnData, TData = TQueryFnData>(options: QueryOptions<TQueryFnData, TData>) => options;

// placeholderData: keepPreviousData keeps what was shown while a new key loads.
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous;

// The query of `options` as a component sees it: the state it shares with every component
// showing that key, fetched when it mounts if stale (and as `observe` says after).
export function useObservedQuery(options: AnyQueryOptions) {
  const client = useQueryClient();
  const resolved = client.withDefaults(options);
  const query = client.query(resolved.queryKey);
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  const enabled = resolved.enabled !== false;
  const observer = useRef<Observer>({ options: resolved });
  const observed = useRef<Query | null>(null);
  // What was shown last, for placeholderData.
  const shownData = useRef<unknown>(undefined);

  useEffect(() => {
    observer.current.options = resolved;
    if (state.data !== undefined) shownData.current = state.data;
  });
  useEffect(() => {
    if (!enabled) return;
    observed.current = query;
    const unobserve = query.observe(observer.current);
    return () => {
      observed.current = null;
      unobserve();
    };
  }, [query, enabled]);

  let { data, status } = state;
  let isPlaceholderData = false;
  const placeholderData = resolved.placeholderData as ((previous: unknown) => unknown) | undefined;
  if (data === undefined && status === 'pending' && placeholderData) {
    data = placeholderData(shownData.current);
    isPlaceholderData = data !== undefined;
    if (isPlaceholderData) status = 'success';
  }
  // About to fetch once mounted: said at once, as TanStack Query does, so the browser's first
  // render is the server's and nothing reads as "none found" for a frame.
  const fetchingSoon = enabled && observed.current !== query && query.isStale(resolved.staleTime);
  const result = {
    data: 'select' in resolved && resolved.select && data !== undefined ? resolved.select(data) : data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.fetchStatus !== 'idle' || fetchingSoon,
    isPlaceholderData,
    refetch: () => query.fetch(resolved, 'restart').then(noop, noop),
  } as QueryResult<unknown>;
  return { result, query, resolved, state };
}

export function useQuery<TQueryFnData, TData = TQueryFnData>(
  options: QueryOptions<TQueryFnData, TData>,
): QueryResult<TData> {
  return useObservedQuery(options).result as QueryResult<TData>;
}

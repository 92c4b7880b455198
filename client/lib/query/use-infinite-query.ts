import { nextPageParam } from './infinite-pages';
import type { InfiniteData, InfiniteQueryOptions } from './query-options';
import { type QueryResult, useObservedQuery } from './use-query';

export type InfiniteQueryResult<TPage, TPageParam> = QueryResult<InfiniteData<TPage, TPageParam>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  // Never throws: a failure is in the result.
  fetchNextPage: () => Promise<void>;
};

const noop = () => {};

export const infiniteQueryOptions = <TPage, TPageParam>(options: InfiniteQueryOptions<TPage, TPageParam>) => options;

export function useInfiniteQuery<TPage, TPageParam>(
  options: InfiniteQueryOptions<TPage, TPageParam>,
): InfiniteQueryResult<TPage, TPageParam> {
  const { result, query, resolved, state } = useObservedQuery(options);
  const data = state.data as InfiniteData<TPage, TPageParam> | undefined;
  return {
    ...(result as QueryResult<InfiniteData<TPage, TPageParam>>),
    // Of the key's own pages, not of a placeholder's (as TanStack Query).
    hasNextPage: data !== undefined && nextPageParam(options, data) !== undefined,
    isFetchingNextPage: state.fetchStatus === 'fetching-next-page',
    fetchNextPage: () => query.fetch(resolved, 'next-page').then(noop, noop),
  };
}

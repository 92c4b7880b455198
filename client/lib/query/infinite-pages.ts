import type { InfiniteData, InfiniteQueryOptions } from './query-options';

export function nextPageParam<TPage, TPageParam>(
  options: InfiniteQueryOptions<TPage, TPageParam>,
  data: InfiniteData<TPage, TPageParam>,
): TPageParam | undefined {
  const lastPage = data.pages.at(-1);
  return lastPage === undefined ? undefined : options.getNextPageParam(lastPage);
}

// The next page added to `data`; or, for a first load or a refetch, as many pages as `data` has,
// from the first, each page's parameter taken from the fresh page before it (as TanStack Query).
export async function fetchPages<TPage, TPageParam>(
  options: InfiniteQueryOptions<TPage, TPageParam>,
  data: InfiniteData<TPage, TPageParam> | undefined,
  nextPage: boolean,
  signal: AbortSignal,
): Promise<InfiniteData<TPage, TPageParam>> {
  const fetched: InfiniteData<TPage, TPageParam> = { pages: [], pageParams: [] };
  const fetchPage = async (pageParam: TPageParam) => {
    fetched.pages.push(await options.queryFn({ signal, pageParam }));
    fetched.pageParams.push(pageParam);
  };
  if (nextPage && data) {
    const pageParam = nextPageParam(options, data);
    if (pageParam === undefined) return data;
    await fetchPage(pageParam);
    return { pages: [...data.pages, ...fetched.pages], pageParams: [...data.pageParams, ...fetched.pageParams] };
  }
  const pageCount = data?.pages.length || 1;
  let pageParam: TPageParam | undefined = data?.pageParams[0] ?? options.initialPageParam;
  while (pageParam !== undefined && fetched.pages.length < pageCount) {
    await fetchPage(pageParam);
    pageParam = nextPageParam(options, fetched);
  }
  return fetched;
}

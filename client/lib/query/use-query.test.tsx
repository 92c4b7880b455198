import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate } from './hydration';
import { QueryClientProvider } from './provider';
import { QueryClient } from './query-client';
import { useInfiniteQuery } from './use-infinite-query';
import { type QueryResult, useQuery } from './use-query';

const never = () => new Promise<never>(() => {});

function describeResult(name: string, result: QueryResult<unknown>) {
  return `${name}: ${result.status} ${JSON.stringify(result.data)} fetching=${result.isFetching}`;
}

function Page() {
  const title = useQuery({ queryKey: ['opportunity', { id: 1 }], queryFn: never });
  const team = useQuery({ queryKey: ['team'], queryFn: never, select: (data: { items: string[] }) => data.items });
  const missing = useQuery({ queryKey: ['missing'], queryFn: never });
  const disabled = useQuery({ queryKey: ['disabled'], queryFn: never, enabled: false });
  const list = useInfiniteQuery({
    queryKey: ['list'],
    queryFn: never,
    initialPageParam: 1,
    getNextPageParam: (last: { page: number; total: number }) => (last.page < last.total ? last.page + 1 : undefined),
  });
  return (
    <ul>
      <li>{describeResult('title', title)}</li>
      <li>{describeResult('team', team)}</li>
      <li>{describeResult('missing', missing)}</li>
      <li>{describeResult('disabled', disabled)}</li>
      <li>{`list: ${list.data?.pages.length} pages, more=${list.hasNextPage}`}</li>
    </ul>
  );
}

const render = (client: QueryClient) =>
  renderToString(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );

describe('useQuery rendered on the server, and hydrated (D28)', () => {
  const server = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  server.setQueryData(['opportunity', { id: 1 }], { title: 'Bar staff' });
  server.setQueryData(['team'], { items: ['Ana', 'Ben'] });
  server.setQueryData(['list'], { pages: [{ page: 1, total: 2 }], pageParams: [1] });
  const html = render(server);

  it('renders the cache’s data, and what it lacks as pending and about to fetch', () => {
    expect(html).toContain('title: success {&quot;title&quot;:&quot;Bar staff&quot;} fetching=false');
    expect(html).toContain('team: success [&quot;Ana&quot;,&quot;Ben&quot;] fetching=false');
    expect(html).toContain('missing: pending undefined fetching=true');
    expect(html).toContain('disabled: pending undefined fetching=false');
    expect(html).toContain('list: 1 pages, more=true');
  });

  it('hands the browser what it needs to render the same page first', () => {
    const state = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(state.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['opportunity', { id: 1 }],
      ['team'],
      ['list'],
    ]);
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, state);
    expect(render(browser)).toBe(html);
    expect(browser.query(['team']).isStale(30_000)).toBe(false);
  });
});

import type { QueryClient } from '../lib/query/query-client';
import { opportunityQueryOptions } from '../features/opportunities/api/get-opportunity';
import { myApplicationQueryOptions } from '../features/opportunities/api/get-my-application';
import { opportunityListQueryOptions } from '../features/opportunities/api/list-opportunities';
import { opportunityTagsQueryOptions } from '../features/opportunities/api/list-opportunity-tags';
import { similarOpportunitiesQueryOptions } from '../features/opportunities/api/list-similar-opportunities';
import { talentPageQueryOptions } from '../features/talent-page/api/get-talent-page';
import { filtersFromSearchParams } from '@shared/opportunity-filters-url';
import type { SessionSummary } from '../features/session/api/get-session';

export type PrefetchContext = {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  session: SessionSummary;
};

// What the server loads before it renders a public page (D28), by route id (route-table.tsx),
// so the HTML carries the page's real content and the browser starts from the same data.
// 'not-found' makes the server answer 404.
export const serverPrefetch: Record<string, (context: PrefetchContext) => Promise<'not-found' | undefined>> = {
  // The few open opportunities the home page shows: the list's first page.
  home: async ({ queryClient }) => {
    await queryClient.prefetchInfiniteQuery(opportunityListQueryOptions({}));
    return undefined;
  },
  opportunities: async ({ queryClient, searchParams }) => {
    await Promise.all([
      queryClient.prefetchQuery(opportunityTagsQueryOptions()),
      queryClient.prefetchInfiniteQuery(opportunityListQueryOptions(filtersFromSearchParams(searchParams))),
    ]);
    return undefined;
  },
  opportunity: async ({ queryClient, params, session }) => {
    const id = params.id ?? '';
    const [opportunity] = await Promise.all([
      queryClient.fetchQuery(opportunityQueryOptions(id)).catch(() => undefined),
      queryClient.prefetchQuery(similarOpportunitiesQueryOptions(id)),
      session.user ? queryClient.prefetchQuery(myApplicationQueryOptions(id)) : undefined,
    ]);
    return opportunity === null ? 'not-found' : undefined;
  },
  talent: async ({ queryClient, params }) => {
    const page = await queryClient.fetchQuery(talentPageQueryOptions(params.handle ?? '')).catch(() => undefined);
    return page === null ? 'not-found' : undefined;
  },
};

import { keepPreviousData } from '../../../lib/query/use-query';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import type { OpportunityListDto } from '@server/modules/opportunities/opportunities.dto';
import type { OpportunityFilters } from '@shared/opportunity-filters';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export const OPPORTUNITY_PAGE_SIZE = 12;

export function opportunityQueryString(filters: OpportunityFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.city) params.set('city', filters.city);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.tags?.length) params.set('tags', filters.tags.join(','));
  if (filters.sort && filters.sort !== 'featured') params.set('sort', filters.sort);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

// D15: the server searches, filters and pages; the list asks for one page at a time.
export const opportunityListQueryOptions = (filters: OpportunityFilters) =>
  infiniteQueryOptions({
    queryKey: opportunityKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OpportunityListDto>(
        `/opportunities?${opportunityQueryString(filters, { page: String(pageParam), pageSize: String(OPPORTUNITY_PAGE_SIZE) })}`,
        { signal },
      ),
    initialPageParam: 1,
    // Past 10,000 matches the server serves no more rows (D21).
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useOpportunityList(filters: OpportunityFilters) {
  // Keep the cards on screen while a new filter loads.
  return useInfiniteQuery({ ...opportunityListQueryOptions(filters), placeholderData: keepPreviousData });
}

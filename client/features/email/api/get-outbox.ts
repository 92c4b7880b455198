import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query';
import type { OutboxPageDto } from '@server/modules/email/outbox.dto';
import { apiRequest } from '../../../lib/api-client';

export const outboxQueryKey = ['admin', 'outbox'] as const;
// Pending emails move on their own: the list looks again while it is open.
const REFRESH_MS = 15_000;

// `query`: the table's address parameters (filters, sort, page), as the API takes them (issue 19).
export const outboxQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...outboxQueryKey, query],
    queryFn: ({ signal }) => apiRequest<OutboxPageDto>(`/admin/outbox?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useOutbox(query: string) {
  return useQuery(outboxQueryOptions(query));
}

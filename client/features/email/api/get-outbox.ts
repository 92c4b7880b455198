import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxStatus } from '@shared/domain-values';
import type { OutboxPageDto } from '@server/modules/email/outbox.dto';
import { apiRequest } from '../../../lib/api-client';

export const outboxQueryKey = ['admin', 'outbox'] as const;
const PAGE_SIZE = 20;
// Pending emails move on their own: the list looks again while it is open.
const REFRESH_MS = 15_000;

export const outboxQueryOptions = (status: OutboxStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...outboxQueryKey, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), pageSize: String(PAGE_SIZE) });
      if (status) query.set('status', status);
      return apiRequest<OutboxPageDto>(`/admin/outbox?${query}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchInterval: REFRESH_MS,
  });

export function useOutbox(status: OutboxStatus | undefined) {
  return useInfiniteQuery(outboxQueryOptions(status));
}

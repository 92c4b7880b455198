import { useQueryClient } from '../../../lib/query/provider';
import { useQuery } from '../../../lib/query/use-query';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';

const feedQueryKey = ['calendar-feed'] as const;

// Issue 20: whether the person has a private calendar feed.
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedQueryKey,
    queryFn: ({ signal }) => apiRequest<{ active: boolean; createdAt: string | null }>('/calendar/feed', { signal }),
  });
}

// A new address (the old one stops working); it is shown once.
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('/calendar/feed', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedQueryKey }),
  });
}

import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { MyEventNightDto } from '@server/modules/event-night/event-night.dto';
import { apiRequest } from '../../../lib/api-client';

export const myEventNightQueryKey = ['event-night'] as const;

// D36, D37: the person's upcoming bookings, offered spots and reliability. The job asks,
// releases and offers every minute: so often, while the dashboard is open, it looks again.
export function useMyEventNight() {
  return useQuery(
    queryOptions({
      queryKey: myEventNightQueryKey,
      queryFn: ({ signal }) => apiRequest<MyEventNightDto>('/bookings', { signal }),
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
    }),
  );
}

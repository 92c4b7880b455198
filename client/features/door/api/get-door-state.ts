import { keepPreviousData, useQuery } from '../../../lib/query/use-query';
import type { DoorStateDto } from '@server/modules/door/door.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// The event-night job marks no-shows and completes bookings on its own minute: read again that
// often too (the door's own changes arrive live, D17).
const REFRESH_MS = 60_000;

// Issue 42 (D36): an event's door — times, window, counters and its bookings found by name.
export function useDoorState(opportunityId: string, search: string) {
  return useQuery({
    queryKey: adminKeys.doorState(opportunityId, search),
    queryFn: ({ signal }) => {
      const query = search ? `?${new URLSearchParams({ search })}` : '';
      return apiRequest<DoorStateDto>(`/admin/door/${encodeURIComponent(opportunityId)}${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

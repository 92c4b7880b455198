import { useQuery } from '../../../lib/query/use-query';
import type { StaffReliabilityDto } from '@server/modules/event-night/event-night.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// D37 on a person's user page (admins).
export function usePersonReliability(personId: string) {
  return useQuery({
    queryKey: adminKeys.reliability(personId),
    queryFn: ({ signal }) =>
      apiRequest<StaffReliabilityDto>(`/admin/people/${encodeURIComponent(personId)}/reliability`, { signal }),
  });
}

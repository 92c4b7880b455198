import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { KnownDeviceDto } from '@server/modules/accounts/accounts.dto';
import { apiRequest } from '../../../lib/api-client';

// Issue 41 (docs/decisions/155): has this browser signed up or in to an account before? Only
// the server can tell: the device cookie is httpOnly and sent to /api/auth only (decision 100).
export const knownDeviceQueryOptions = () =>
  queryOptions({
    queryKey: ['known-device'],
    queryFn: ({ signal }) => apiRequest<KnownDeviceDto>('/auth/known-device', { signal }),
    // Without an answer the page opens as the spec has it (sign-up): no reason to wait longer.
    retry: false,
  });

export function useKnownDevice(enabled: boolean) {
  return useQuery({ ...knownDeviceQueryOptions(), enabled });
}

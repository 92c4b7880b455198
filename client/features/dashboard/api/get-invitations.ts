import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { MyInvitationsDto } from '@server/modules/invitations/invitations.dto';
import { apiRequest } from '../../../lib/api-client';

export const invitationsQueryKey = ['invitations'] as const;

// D23: the person's invitations, where each stands now (fresh whenever they come back).
export function useInvitations() {
  return useQuery(
    queryOptions({
      queryKey: invitationsQueryKey,
      queryFn: ({ signal }) => apiRequest<MyInvitationsDto>('/invitations', { signal }),
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  );
}

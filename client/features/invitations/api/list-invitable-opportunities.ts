import { useQuery } from '@tanstack/react-query';
import type { InvitableOpportunitiesDto } from '@server/modules/invitations/invitations.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// The invite dialog's opportunity picker: drafts and open ones not yet past, by title.
export function useInvitableOpportunities(search: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.invitable(search),
    queryFn: ({ signal }) =>
      apiRequest<InvitableOpportunitiesDto>(
        `/admin/invitations/opportunities?${new URLSearchParams(search ? { search } : {})}`,
        { signal },
      ),
    enabled: options.enabled,
    placeholderData: (previous) => previous,
  });
}

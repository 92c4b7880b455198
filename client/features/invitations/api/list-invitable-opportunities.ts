import { useQuery } from '../../../lib/query/use-query';
import type { InvitableOpportunitiesDto } from '@server/modules/invitations/invitations.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// The invite dialog's opportunity picker: open ones not yet past, by title (D32: no drafts).
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

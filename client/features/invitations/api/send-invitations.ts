import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { InviteResultDto } from '@server/modules/invitations/invitations.dto';
import type { InviteInput } from '@shared/invitations';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// D23: one or many people to one opportunity; the opportunity's lists and the feed reload after.
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiRequest<InviteResultDto>('/admin/invitations', { method: 'POST', body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.opportunities() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]),
  });
}

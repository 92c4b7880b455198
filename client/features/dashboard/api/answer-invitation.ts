import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { InvitationAnswerDto } from '@server/modules/invitations/invitations.dto';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from './get-dashboard';
import { invitationsQueryKey } from './get-invitations';

export type InvitationAnswer = { invitationId: string; answer: 'accept' | 'decline' };

// D23: only the invitee answers. Accepting adds an accepted application to the dashboard.
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, answer }: InvitationAnswer) =>
      apiRequest<InvitationAnswerDto>(`/invitations/${encodeURIComponent(invitationId)}/${answer}`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}

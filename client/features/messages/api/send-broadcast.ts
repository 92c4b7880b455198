import type { BroadcastInput } from '@shared/messages';
import type { BroadcastResultDto } from '@server/modules/messages/messages.dto';
import { apiRequest } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { messageKeys } from './message-keys';

// D35: one message to an opportunity's accepted or waitlisted people, each in their own thread.
export function useSendBroadcast(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastInput) =>
      apiRequest<BroadcastResultDto>(`/admin/opportunities/${opportunityId}/broadcasts`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all('staff') }),
  });
}

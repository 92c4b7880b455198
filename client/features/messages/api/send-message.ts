import type { MessageInput, ThreadKind } from '@shared/messages';
import type { ThreadEntryDto } from '@server/modules/messages/messages.dto';
import { apiRequest } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { threadPath } from './get-thread';
import { messageKeys, type Side } from './message-keys';

export function useSendMessage(side: Side, kind: ThreadKind, subjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: MessageInput) =>
      apiRequest<ThreadEntryDto>(`${threadPath(side, kind, subjectId)}/messages`, { method: 'POST', body: message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(side) }),
  });
}

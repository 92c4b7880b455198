import type { ThreadKind } from '@shared/messages';
import { apiRequest } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { threadPath } from './get-thread';
import { messageKeys, type Side } from './message-keys';

// Reading a conversation clears its unread messages (the badge and the inbox follow).
export function useMarkRead(side: Side, kind: ThreadKind, subjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`${threadPath(side, kind, subjectId)}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(side) }),
  });
}

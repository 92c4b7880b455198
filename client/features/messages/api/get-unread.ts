import type { UnreadDto } from '@server/modules/messages/messages.dto';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query/use-query';
import { apiBase, messageKeys, type Side } from './message-keys';

export const unreadQueryOptions = (side: Side) =>
  queryOptions({
    queryKey: messageKeys.unread(side),
    queryFn: ({ signal }) => apiRequest<UnreadDto>(`${apiBase(side)}/unread`, { signal }),
  });

// The navigation's badge (kept live: use-messages-live.ts and the back office's live updates).
export function useUnread(side: Side, enabled = true) {
  return useQuery({ ...unreadQueryOptions(side), enabled });
}

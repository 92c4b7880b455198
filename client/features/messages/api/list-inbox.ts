import type { InboxDto } from '@server/modules/messages/messages.dto';
import { apiRequest } from '../../../lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query';
import { apiBase, messageKeys, type Side } from './message-keys';

// `query`: the inbox's query string (filters and page), as the address shows it.
export const inboxQueryOptions = (side: Side, query: string) =>
  queryOptions({
    queryKey: messageKeys.inbox(side, query),
    queryFn: ({ signal }) => apiRequest<InboxDto>(`${apiBase(side)}/threads?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useInbox(side: Side, query: string) {
  return useQuery(inboxQueryOptions(side, query));
}

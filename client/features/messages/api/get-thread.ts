import { THREAD_SLUGS, type ThreadKind } from '@shared/messages';
import type { ThreadDto } from '@server/modules/messages/messages.dto';
import { apiRequest } from '../../../lib/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { apiBase, messageKeys, type Side } from './message-keys';

export const threadPath = (side: Side, kind: ThreadKind, subjectId: string) =>
  `${apiBase(side)}/threads/${THREAD_SLUGS[kind]}/${subjectId}`;

// Pages of one conversation, newest first: each page reads the entries before the last one.
export const threadQueryOptions = (side: Side, kind: ThreadKind, subjectId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(side, kind, subjectId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ThreadDto>(`${threadPath(side, kind, subjectId)}${pageParam ? `?before=${pageParam}` : ''}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: ThreadDto) => last.nextBefore ?? undefined,
  });

// Kept live by the live updates (D17).
export function useThread(side: Side, kind: ThreadKind, subjectId: string) {
  return useInfiniteQuery(threadQueryOptions(side, kind, subjectId));
}

import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import type { NotesListDto } from '@server/modules/application-notes/application-notes.dto';
import { adminKeys, nextPageOf } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const notesQueryOptions = (applicationId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.notes(applicationId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NotesListDto>(`/admin/applications/${applicationId}/notes?page=${pageParam}&pageSize=${PAGE_SIZE}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

// Newest first; kept live by the live updates (D17).
export function useNotes(applicationId: string) {
  return useInfiniteQuery(notesQueryOptions(applicationId));
}

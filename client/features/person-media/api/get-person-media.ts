import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { ProfileMediaDto } from '@server/modules/media/media.dto';
import { apiRequest } from '../../../lib/api-client';

// D33 in the back office: a person's photo, gallery and links (reviewers too, D12).
export function usePersonMedia(personId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'person-media', personId],
      queryFn: ({ signal }) =>
        apiRequest<ProfileMediaDto>(`/admin/people/${encodeURIComponent(personId)}/media`, { signal }),
    }),
  );
}

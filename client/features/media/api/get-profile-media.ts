import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { ProfileMediaDto } from '@server/modules/media/media.dto';
import { apiRequest } from '../../../lib/api-client';

export type ProfileMedia = ProfileMediaDto;

export const profileMediaQueryKey = ['profile', 'media'] as const;

export function useProfileMedia() {
  return useQuery(
    queryOptions({
      queryKey: profileMediaQueryKey,
      queryFn: ({ signal }) => apiRequest<ProfileMedia>('/profile/media', { signal }),
      staleTime: 0,
    }),
  );
}

import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { ProfileDto } from '@server/modules/profile/profile.dto';
import { apiRequest } from '../../../lib/api-client';

export type Profile = ProfileDto;

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest<Profile>('/profile', { signal }),
    staleTime: 0,
    // The form is being edited: a refetch must not reset what the person typed.
    refetchOnWindowFocus: false,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

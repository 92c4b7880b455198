import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { ProfileValues } from '@shared/profile-schema';
import { apiRequest } from '../../../lib/api-client';
import { type Profile, profileQueryKey } from './get-profile';

// spec §7: the whole edited person object is sent.
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => apiRequest<Profile>('/profile', { method: 'PUT', body: values }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}

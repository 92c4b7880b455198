import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { PublicPageSettings } from '@shared/talent-page';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['profile', 'public-page'] as const;

// D34: the person's own public page setting, read and saved whole.
export function usePublicPageSettings() {
  return useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => apiRequest<PublicPageSettings>('/profile/public-page', { signal }),
      refetchOnWindowFocus: false,
    }),
  );
}

export function useSavePublicPageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PublicPageSettings) =>
      apiRequest<PublicPageSettings>('/profile/public-page', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

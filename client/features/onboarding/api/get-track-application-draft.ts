import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { TrackApplicationDraftDto } from '@server/modules/track-applications/track-applications.dto';
import { apiRequest } from '../../../lib/api-client';

export const trackApplicationDraftQueryKey = ['track-application', 'draft'] as const;

// D26: the wizard's answers kept on the server.
export const trackApplicationDraftQueryOptions = () =>
  queryOptions({
    queryKey: trackApplicationDraftQueryKey,
    queryFn: ({ signal }) => apiRequest<TrackApplicationDraftDto>('/track-application/draft', { signal }),
    staleTime: 0,
    // The form holds the answers being typed: a refetch must not replace them.
    refetchOnWindowFocus: false,
  });

export function useTrackApplicationDraft(enabled: boolean) {
  return useQuery({ ...trackApplicationDraftQueryOptions(), enabled });
}

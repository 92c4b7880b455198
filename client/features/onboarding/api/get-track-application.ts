import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { TrackApplicationStateDto } from '@server/modules/track-applications/track-applications.dto';
import { apiRequest } from '../../../lib/api-client';

export const trackApplicationQueryKey = ['track-application'] as const;

export const trackApplicationQueryOptions = () =>
  queryOptions({
    queryKey: trackApplicationQueryKey,
    queryFn: ({ signal }) => apiRequest<TrackApplicationStateDto>('/track-application', { signal }),
    staleTime: 0,
  });

export function useTrackApplication(enabled: boolean) {
  return useQuery({ ...trackApplicationQueryOptions(), enabled });
}

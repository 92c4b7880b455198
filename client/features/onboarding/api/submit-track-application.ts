import { useMutation } from '../../../lib/query/use-mutation';
import type { TrackApplicationDto } from '@server/modules/track-applications/track-applications.dto';
import type { TrackApplicationSubmission } from '@shared/track-application-schema';
import { apiRequest } from '../../../lib/api-client';

export function useSubmitTrackApplication() {
  return useMutation({
    mutationFn: (input: TrackApplicationSubmission) =>
      apiRequest<TrackApplicationDto>('/track-application', { method: 'POST', body: input }),
  });
}

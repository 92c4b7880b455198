import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackApplicationDraftDto } from '@server/modules/track-applications/track-applications.dto';
import type { WizardDraftInput } from '@shared/track-application-draft';
import { apiRequest } from '../../../lib/api-client';
import { trackApplicationDraftQueryKey } from './get-track-application-draft';

// D26: every step passed (or left) saves the wizard's answers.
export function useSaveTrackApplicationDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WizardDraftInput) =>
      apiRequest<TrackApplicationDraftDto>('/track-application/draft', { method: 'PUT', body: values }),
    onSuccess: (draft) => queryClient.setQueryData(trackApplicationDraftQueryKey, draft),
  });
}

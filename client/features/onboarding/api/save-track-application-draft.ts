import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { TrackApplicationDraftDto } from '@server/modules/track-applications/track-applications.dto';
import type { WizardDraftInput } from '@shared/track-application-draft';
import { apiRequest } from '../../../lib/api-client';
import { trackApplicationDraftQueryKey } from './get-track-application-draft';

// D26: every step passed (or left) saves the wizard's answers; D38: so does typing, a moment
// after it stops, and leaving the page (`keepalive`).
export const saveTrackApplicationDraft = (values: WizardDraftInput, options: { keepalive?: boolean } = {}) =>
  apiRequest<TrackApplicationDraftDto>('/track-application/draft', { method: 'PUT', body: values, ...options });

export function useSaveTrackApplicationDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WizardDraftInput) => saveTrackApplicationDraft(values),
    onSuccess: (draft) => queryClient.setQueryData(trackApplicationDraftQueryKey, draft),
  });
}

import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateNotes } from './invalidate-notes';

export function useDeleteNote(applicationId: string) {
  const invalidate = useInvalidateNotes(applicationId);
  return useMutation({
    mutationFn: (noteId: string) =>
      apiRequest<void>(`/admin/applications/${applicationId}/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

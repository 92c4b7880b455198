import { useMutation } from '../../../lib/query/use-mutation';
import type { NoteDto } from '@server/modules/application-notes/application-notes.dto';
import type { NoteInput } from '@shared/note-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateNotes } from './invalidate-notes';

export function useEditNote(applicationId: string) {
  const invalidate = useInvalidateNotes(applicationId);
  return useMutation({
    mutationFn: ({ noteId, ...note }: NoteInput & { noteId: string }) =>
      apiRequest<NoteDto>(`/admin/applications/${applicationId}/notes/${noteId}`, { method: 'PATCH', body: note }),
    onSuccess: invalidate,
  });
}

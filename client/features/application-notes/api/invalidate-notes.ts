import { useQueryClient } from '../../../lib/query/provider';
import { adminKeys } from '../../../lib/admin-query-keys';

// After a change made here: the notes and the activity it was logged in.
export function useInvalidateNotes(applicationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.notes(applicationId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
    ]);
}

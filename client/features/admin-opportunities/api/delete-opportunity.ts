import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterChange } from './refresh-after-change';

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/admin/opportunities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // A 404 means someone else deleted it first: refresh either way.
    onSettled: () => refreshAfterChange(queryClient),
  });
}

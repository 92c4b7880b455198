import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export function useDeleteInteraction(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interactionId: string) =>
      apiRequest<void>(`/admin/people/${personId}/interactions/${interactionId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.interactions(personId) }),
  });
}

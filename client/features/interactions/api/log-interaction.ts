import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { InteractionInput } from '@shared/interaction-schemas';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export function useLogInteraction(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interaction: InteractionInput) =>
      apiRequest<{ id: string }>(`/admin/people/${personId}/interactions`, { method: 'POST', body: interaction }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.interactions(personId) }),
  });
}

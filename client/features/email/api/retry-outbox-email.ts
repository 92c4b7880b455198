import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { outboxQueryKey } from './get-outbox';

export function useRetryOutboxEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/admin/outbox/${id}/retry`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}

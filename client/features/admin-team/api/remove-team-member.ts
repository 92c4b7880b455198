import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) => apiRequest<unknown>(`/admin/team/${roleId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

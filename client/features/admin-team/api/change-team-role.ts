import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { TeamRole } from '@shared/domain-values';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

// Issue 41: a member's role changed in place.
export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, role }: { roleId: string; role: TeamRole }) =>
      apiRequest<unknown>(`/admin/team/${roleId}`, { method: 'PATCH', body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

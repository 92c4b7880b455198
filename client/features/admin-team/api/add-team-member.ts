import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { AddTeamMemberInput } from '@shared/team-schemas';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTeamMemberInput) => apiRequest<unknown>('/admin/team', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

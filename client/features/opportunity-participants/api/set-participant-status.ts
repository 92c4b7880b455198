import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { ParticipantChangeDto } from '@server/modules/opportunities/participants.dto';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export type ParticipantMove = { applicationId: string; status: OpportunityApplicationStatus };

// D11: one move. Afterwards (and after a refusal: someone else may have moved first) the
// opportunity list, its participants and the activity feed are reloaded.
export function useSetParticipantStatus(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status }: ParticipantMove) =>
      apiRequest<ParticipantChangeDto>(`/admin/opportunities/${opportunityId}/participants/${applicationId}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.opportunities() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]),
  });
}

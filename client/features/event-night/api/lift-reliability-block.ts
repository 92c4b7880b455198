import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { StaffReliabilityDto } from '@server/modules/event-night/event-night.dto';
import type { LiftBlockInput } from '@shared/reliability';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// D37: an admin lifts a person's block, with a note (it lands in their communication log too).
export function useLiftReliabilityBlock(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LiftBlockInput) =>
      apiRequest<StaffReliabilityDto>(`/admin/people/${encodeURIComponent(personId)}/reliability-block/lift`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (standing) => {
      queryClient.setQueryData(adminKeys.reliability(personId), standing);
      return queryClient.invalidateQueries({ queryKey: adminKeys.interactions(personId) });
    },
  });
}

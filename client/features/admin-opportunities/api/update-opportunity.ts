import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import type { OpportunityFormInput } from '@shared/opportunity-form';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterChange } from './refresh-after-change';

export function useUpdateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OpportunityFormInput }) =>
      apiRequest<OpportunityDetailDto>(`/admin/opportunities/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      }),
    // A refusal may come from a change made elsewhere (an accepted participant): refresh anyway.
    onSettled: () => refreshAfterChange(queryClient),
  });
}

import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import type { OpportunityFormInput } from '@shared/opportunity-form';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterChange } from './refresh-after-change';

export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpportunityFormInput) =>
      apiRequest<OpportunityDetailDto>('/admin/opportunities', { method: 'POST', body: input }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

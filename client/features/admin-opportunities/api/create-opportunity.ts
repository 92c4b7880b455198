import { useMutation, useQueryClient } from '@tanstack/react-query';
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

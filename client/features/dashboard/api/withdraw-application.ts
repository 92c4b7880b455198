import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { MyOpportunityApplicationDto } from '@server/modules/opportunities/opportunity-applications.dto';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from './get-dashboard';

// D11: the person withdraws their own application while it is still pending.
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opportunityId: string) =>
      apiRequest<MyOpportunityApplicationDto>(
        `/opportunities/${encodeURIComponent(opportunityId)}/application/withdraw`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}

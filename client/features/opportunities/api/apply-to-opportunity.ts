import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { MyOpportunityApplicationDto } from '@server/modules/opportunities/opportunity-applications.dto';
import type { CoverLetterApplicationInput, CreativeApplicationInput } from '@shared/opportunity-application';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export type ApplicationBody = CreativeApplicationInput | CoverLetterApplicationInput;

export function useApplyToOpportunity(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationBody) =>
      apiRequest<MyOpportunityApplicationDto>(`/opportunities/${encodeURIComponent(opportunityId)}/applications`, {
        method: 'POST',
        body,
      }),
    onSuccess: (application) => {
      queryClient.setQueryData(opportunityKeys.myApplication(opportunityId), { application });
    },
  });
}

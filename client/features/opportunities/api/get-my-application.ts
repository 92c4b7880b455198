import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { MyApplicationStateDto } from '@server/modules/opportunities/opportunity-applications.dto';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export const myApplicationQueryOptions = (opportunityId: string) =>
  queryOptions({
    queryKey: opportunityKeys.myApplication(opportunityId),
    queryFn: ({ signal }) =>
      apiRequest<MyApplicationStateDto>(`/opportunities/${encodeURIComponent(opportunityId)}/application`, { signal }),
  });

// Whether the signed-in person has applied (spec §2: 'Already applied').
export function useMyApplication(opportunityId: string, signedIn: boolean) {
  return useQuery({ ...myApplicationQueryOptions(opportunityId), enabled: signedIn });
}

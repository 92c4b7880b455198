import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { TeamMemberDto } from '@server/modules/team/team.dto';
import { apiRequest } from '../../../lib/api-client';

export const teamQueryKey = ['admin', 'team'] as const;

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => apiRequest<{ items: TeamMemberDto[] }>('/admin/team', { signal }),
    select: (data) => data.items,
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

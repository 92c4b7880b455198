import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { UserDetailDto } from '@server/modules/users/users.dto';
import { apiRequest } from '../../../lib/api-client';

export const userQueryKey = (id: string) => ['admin', 'user', id] as const;

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => apiRequest<UserDetailDto>(`/admin/users/${encodeURIComponent(id)}`, { signal }),
  });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
